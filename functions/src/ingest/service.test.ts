import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../lib/actor.js';
import { mockDynamo, resetEachTest } from '../testing/aws-mocks.js';

/**
 * The TrackingReady bookkeeping of confirmTrackingMedia with the AWS clients mocked: the
 * conditions themselves run in DynamoDB (tests/integration/ingest.test.ts); here, what happens
 * when the publication fails and when a confirmation is retried.
 */
const ddb = mockDynamo();
const sns = resetEachTest(mockClient(SNSClient));
const ID = '01M809SBHBTNDGE9YW0YFW92WN';
const inspector: Actor = { userId: 'u1', userName: 'inspector', roleName: 'BeeInspector', roleId: 20 };
const complete = {
  pk: `TRACK#${ID}`,
  sk: 'TRACK',
  HornetTrackingID: ID,
  Latitude: 50.7,
  Longitude: -1.9,
  LocationAddress: null,
  CompassDegree: 135,
  CreatedDate: '2026-11-22T00:00:00.000Z',
  CreatedByUserName: 'inspector',
  Description: '',
  CategoryID: '01KDVDNA00RZ97AWGFH1644529',
  CategoryName: 'Nest found',
  IsImageExist: true,
  ImageContentType: 'image/png' as const,
  IsVideoAvailable: false,
  VideoExtension: null,
  IsAudioAvailable: false,
  AudioExtension: null,
};

const service = await import('./service.js');

const updates = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.UpdateExpression);

describe('confirmTrackingMedia and TrackingReady', () => {
  it('answers 409 without publishing when the record was published already', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...complete, TrackingReadyAt: '2026-11-22T00:01:00.000Z' } });
    await expect(service.confirmTrackingMedia(inspector, ID, 'image')).rejects.toThrow(
      'The image is already confirmed',
    );
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
    expect(updates()).toEqual([]);
  });

  it('publishes an owed TrackingReady when a confirmation is retried, then answers 409', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...complete, TrackingReadyRetry: true } });
    ddb.on(UpdateCommand).resolves({});
    sns.on(PublishCommand).resolves({ MessageId: 'm1' });
    await expect(service.confirmTrackingMedia(inspector, ID, 'image')).rejects.toThrow(
      'The image is already confirmed',
    );
    expect(updates()).toEqual(['SET TrackingReadyAt = :at REMOVE TrackingReadyRetry']);
    const published = sns.commandCalls(PublishCommand)[0]!.args[0].input;
    expect(JSON.parse(published.Message!)).toEqual({ type: 'TrackingReady', HornetTrackingID: ID });
  });

  it('gives the claim back and marks the publication owed when SNS fails', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...complete, TrackingReadyRetry: true } });
    ddb.on(UpdateCommand).resolves({});
    sns.on(PublishCommand).rejects(new Error('SNS is down'));
    await expect(service.confirmTrackingMedia(inspector, ID, 'image')).rejects.toThrow('SNS is down');
    expect(updates()).toEqual([
      'SET TrackingReadyAt = :at REMOVE TrackingReadyRetry',
      'REMOVE TrackingReadyAt SET TrackingReadyRetry = :true',
    ]);
  });

  it("refuses another user's confirmation before looking at the media", async () => {
    ddb.on(GetCommand).resolves({ Item: complete });
    const other: Actor = { ...inspector, userName: 'beekeeper', roleName: 'ProfessionalBeeKeeper' };
    await expect(service.confirmTrackingMedia(other, ID, 'image')).rejects.toThrow(
      'Only the creator of this record can confirm its media',
    );
  });
});

describe('pendingKinds', () => {
  it('lists announced media that are not available yet', async () => {
    const record = { ...complete, IsImageExist: false, VideoExtension: 'mp4' as const };
    expect(service.pendingKinds(record)).toEqual(['image', 'video']);
    expect(service.pendingKinds({ ...complete, ImageContentType: null, IsImageExist: false })).toEqual([]);
  });
});
