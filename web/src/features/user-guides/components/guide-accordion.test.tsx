import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuideAccordion } from './guide-accordion';

const items = [
  {
    DetailsID: 'a',
    LinkHeader: 'Signing in',
    LinkDetails: '<p>Enter your <strong>user name</strong>.</p>',
    SortOrder: 10,
  },
  { DetailsID: 'b', LinkHeader: '<b>Messages</b>', LinkDetails: '<ul><li>Inbox</li></ul>', SortOrder: 20 },
];

const itemOf = (header: string) => screen.getByText(header).closest('details') as HTMLDetailsElement;

describe('guide accordion', () => {
  it('opens the first item, opens one at a time, and shows headers as text', () => {
    render(<GuideAccordion items={items} />);
    expect(itemOf('Signing in').open).toBe(true);
    expect(screen.getByText('user name').tagName).toBe('STRONG');
    expect(itemOf('<b>Messages</b>').open).toBe(false);
    fireEvent.click(screen.getByText('<b>Messages</b>'));
    expect(itemOf('<b>Messages</b>').open).toBe(true);
    expect(itemOf('Signing in').open).toBe(false);
    expect(screen.getByText('Inbox').closest('.guide-details')).not.toBeNull();
  });
});
