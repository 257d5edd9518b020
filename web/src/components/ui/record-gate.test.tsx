import { render, screen } from '@testing-library/react';
import { ErrorCode } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import '@/lib/message-catalogue';
import { RecordGate } from './record-gate';

const head = <h1 id="t">Edit apiary</h1>;
const back = <a href="/beekeeper/myapiaries">My apiaries</a>;
const idle = { isPending: false, isError: false, error: null };

describe('record gate', () => {
  it('asks to choose a record when the address names none, with no error', () => {
    render(
      <RecordGate
        titleId="t"
        head={head}
        named={false}
        record={idle}
        choose="Choose an apiary"
        back={back}
      />,
    );
    expect(screen.getByRole('region', { name: 'Edit apiary' }).textContent).toContain('Choose an apiary');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a spinner, not the title, while the named record loads', () => {
    render(<RecordGate titleId="t" head={head} named record={{ ...idle, isPending: true }} back={back} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it("says why a named record cannot be read, under the screen's title, with the way back", () => {
    const error = new ApiError(ErrorCode.NotFound, 'Apiary not found', 404);
    render(
      <RecordGate titleId="t" head={head} named record={{ ...idle, isError: true, error }} back={back} />,
    );
    expect(screen.getByRole('heading', { name: 'Edit apiary' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Apiary not found');
    expect(screen.getByRole('link', { name: 'My apiaries' })).toBeTruthy();
  });
});
