import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CategoryActivityInput, CategoryRow } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
let token: string;

const valid: CategoryActivityInput = {
  Name: 'Nest destroyed — integration',
  Description: 'A nest removed by a pest controller',
  ActivityNotes: 'Confirm the removal date',
  Responsibility: 3,
  EscalateByInt: 2,
  Map: true,
  Notes: true,
  Recipients: [
    { Name: 'Agency desk', Email: 'desk@agency.example', Phone: '' },
    { Name: 'Field officer', Email: 'officer@agency.example', Phone: '' },
  ],
};
const save = (body: unknown) =>
  api.call<{ CategoryID: string }>('POST', 'admin/AddEditCategory', { token, body });
const list = async () => {
  const rows: CategoryRow[] = [];
  let next: string | null | undefined;
  do {
    const q = new URLSearchParams({ RecordPerPage: '2', ...(next ? { NextToken: next } : {}) });
    const res = await api.call<CategoryRow[]>('GET', `admin/CategoryList?${q}`, { token });
    rows.push(...res.body.data);
    next = res.body.NextToken;
  } while (next);
  return rows;
};

beforeAll(async () => {
  token = await api.token('controller');
});

describe('category list', () => {
  it('lists the seeded categories by name, page by page', async () => {
    const names = (await list()).map((r) => r.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining(['Nest found', 'Hornets at an apiary', 'Sighting — info fauna import']),
    );
  });

  it('adds a category with recipients, shows the first recipient, and refuses the same name again', async () => {
    const res = await save(valid);
    expect(res.status).toBe(200);
    expect(res.body.ErrorMessage).toBe('Category added');
    const row = (await list()).find((r) => r.CategoryID === res.body.data.CategoryID);
    expect(row).toMatchObject({
      RecipientName: 'Agency desk',
      RecipientEmail: 'desk@agency.example',
      RecipientCount: 2,
    });
    const again = await save({ ...valid, Name: 'NEST DESTROYED — integration' });
    expectRefused(again, 409, 'A category with this name exists');
  });

  it('fetches a category for edit and updates it', async () => {
    const id = (await save({ ...valid, Name: 'Edit me' })).body.data.CategoryID;
    const fetched = await api.call<CategoryActivityInput>(
      'GET',
      `admin/FetchDataForEditCategory?CategoryID=${id}`,
      { token },
    );
    expect(fetched.body.data).toMatchObject({
      Name: 'Edit me',
      Responsibility: 3,
      EscalateByInt: 2,
      Map: true,
      Image: false,
    });
    const updated = await save({
      ...fetched.body.data,
      CategoryID: id,
      Name: 'Edited',
      Description: 'New text',
    });
    expect(updated.body.ErrorMessage).toBe('Category updated');
    expect((await list()).find((r) => r.CategoryID === id)).toMatchObject({
      Name: 'Edited',
      Description: 'New text',
    });
    // The old name is free again.
    expect((await save({ ...valid, Name: 'Edit me' })).status).toBe(200);
  });

  it.each([
    [{ ...valid, Name: 'No responsibility', Responsibility: null }, 'Please select Recipients'],
    [{ ...valid, Name: 'No what', Map: false, Notes: false, Image: false }, 'Please select What appears'],
    [{ ...valid, Name: 'Bad email', Recipients: [{ Name: 'x', Email: 'not-an-email' }] }, 'ValidEmail'],
    [
      { ...valid, Name: 'No phone', EscalateByInt: 1, Recipients: [{ Name: 'x', Email: 'a@b.example' }] },
      'Please enter Phone',
    ],
    [{ ...valid, Name: '', Description: 'x' }, 'Please enter Name'],
    [{ ...valid, Name: 'x'.repeat(101) }, expect.any(String)],
    [
      { ...valid, Name: 'Police by email', Responsibility: 5, EscalateByInt: 2 },
      'Police is escalated by phone only',
    ],
  ])('rejects %# with its message and stores nothing', async (body, message) => {
    const before = (await list()).length;
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(res.body.ErrorMessage).toEqual(message);
    expect((await list()).length).toBe(before);
  });

  it('refuses to delete a category that records use, deletes an empty one', async () => {
    const used = (await list()).find((r) => r.Name === 'Sighting — info fauna import')!;
    const refused = await api.call('POST', `admin/DeleteCategory?CategoryID=${used.CategoryID}`, { token });
    expectRefused(refused, 409, 'This category has tracking records');
    const id = (await save({ ...valid, Name: 'Delete me' })).body.data.CategoryID;
    const deleted = await api.call('POST', `admin/DeleteCategory?CategoryID=${id}`, { token });
    expect(deleted.body.ErrorMessage).toBe('Data deleted');
    expect((await list()).some((r) => r.CategoryID === id)).toBe(false);
    expect((await api.call('POST', `admin/DeleteCategory?CategoryID=${id}`, { token })).status).toBe(404);
  });
});
