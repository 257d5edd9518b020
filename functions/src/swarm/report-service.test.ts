import { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SwarmReport } from '@beewatch/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { mockDynamo, resetEachTest } from '../testing/aws-mocks.js';

// As deployed: Amazon Location's place index answers first (PLACE_INDEX_NAME set).
const ddb = mockDynamo();
process.env.PLACE_INDEX_NAME = 'BeeWatchPlaces';
const location = resetEachTest(mockClient(LocationClient));
const { createReport } = await import('./report-service.js');

const KEY = {
  ApiKey: 'bwk_test',
  Owner: 'Test site',
  AllowedOrigin: 'https://www.example.org',
  CreatedAt: '2026-01-01T00:00:00.000Z',
};
const REPORT: SwarmReport = {
  Name: 'Rita Reporter',
  PostCode: 'GU1 1AA',
  Address: '1 High Street',
  Address2: '',
  PhoneNo: '07400 123456',
  Description: 'A swarm on the apple tree',
  TypeOption: 1,
  Other: '',
  BeeOption: 2,
  Image: 'image/png',
};

describe('createReport with Amazon Location', () => {
  it("keys the report by the post code's district, the area unit collectors and maps read, not the full code", async () => {
    // Amazon Location recognises the full post code; the gazetteer knows only its district.
    location.on(SearchPlaceIndexForTextCommand).resolves({
      Summary: undefined,
      Results: [
        {
          Place: { Geometry: { Point: [-0.5704, 51.2362] }, Municipality: 'Guildford', Country: 'GBR' },
          Relevance: 1,
        },
      ],
    } as never);
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    const created = await createReport(KEY as never, '198.51.100.7', REPORT);
    expect(created.Notified).toBe(false); // a photo is announced: nobody is alerted before it is checked
    const stored = ddb
      .commandCalls(PutCommand)
      .map((c) => c.args[0].input.Item!)
      .find((i) => i.SwarmID === created.SwarmID)!;
    expect(stored.District).toBe('GU1');
    expect(stored.PostCode).toBe('GU1 1AA');
    expect(stored.PlaceName).toBe('Guildford');
  });
});
