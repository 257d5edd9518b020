import { describe, expect, it } from 'vitest';
import { PENDING_PUBLIC, PENDING_SIGNED_IN } from './pages';

/** Every menu item, settings item and public page of every role is a built screen, never "not available yet". */
describe('pages', () => {
  it('leaves no page of any role menu or of the settings dropdown unbuilt', () => {
    expect(PENDING_SIGNED_IN).toEqual([]);
  });

  it('leaves no public page unbuilt', () => {
    expect(PENDING_PUBLIC).toEqual([]);
  });
});
