import { render, screen } from '@testing-library/react';
import { ErrorCode } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import '@/lib/message-catalogue';
import { RecordGate } from './record-gate';

const back = <a href="/beekeeper/myapiaries">My apiaries</a>;
const idle = { isPending: false, isError: false, error: null };

describe('record gate', () => {
  it('asks to choose a record when the address names none, with no error', () => {
    render(
      <RecordGate
        title="Edit apiary"
        named={false}
        record={idle}
        chooseText="Choose an apiary"
        back={back}
      />,
    );
    expect(screen.getByRole('region', { name: 'Edit apiary' }).textContent).toContain('Choose an apiary');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a spinner, not the title, while the named record loads', () => {
    render(
      <RecordGate titleId="t" title="Edit apiary" named record={{ ...idle, isPending: true }} back={back} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it("says why a named record cannot be read, under the screen's title, with the way back", () => {
    const error = new ApiError(ErrorCode.NotFound, 'Apiary not found', 404);
    render(<RecordGate title="Edit apiary" named record={{ ...idle, isError: true, error }} back={back} />);
    expect(screen.getByRole('heading', { name: 'Edit apiary' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Apiary not found');
    expect(screen.getByRole('link', { name: 'My apiaries' })).toBeTruthy();
  });
});
