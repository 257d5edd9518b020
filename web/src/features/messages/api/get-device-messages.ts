import {
  API,
  DeviceMessage,
  MESSAGE_DROPDOWN_COUNT,
  MESSAGES_PAGE_SIZE,
  type MessageBoxValue,
} from '@beewatch/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Query keys of the messages feature; everything under `all` is refreshed after a send or a read. */
export const messageKeys = {
  all: ['messages'] as const,
  box: (box: MessageBoxValue, pageIndex: number, token: string | null) =>
    ['messages', 'box', box, pageIndex, token] as const,
  latest: ['messages', 'latest'] as const,
  unread: ['messages', 'unread'] as const,
};

/** How often the header dropdown refreshes without a reload, ms (also on window focus). */
export const MESSAGE_POLL_MS = 30_000;

export interface MessagePage {
  messages: DeviceMessage[];
  nextToken: string | null;
}

/**
 * GET common/GetDeviceMessages (spec §7.3: type 0 inbox / 1 sent, PageIndex, RecordPerPage).
 * Page n > 1 is asked with the NextToken of page n − 1.
 */
export async function getDeviceMessages(
  box: MessageBoxValue,
  pageIndex: number,
  nextToken: string | null,
  recordPerPage = MESSAGES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const res = await call(API.content.getDeviceMessages, {
    query: {
      type: box,
      PageIndex: pageIndex,
      RecordPerPage: recordPerPage,
      NextToken: nextToken ?? undefined,
    },
    signal,
  });
  return { messages: res.data, nextToken: res.NextToken ?? null };
}

/** One page of a box; the previous page stays on screen while the next loads. */
export function useDeviceMessages(box: MessageBoxValue, pageIndex: number, token: string | null) {
  return useQuery({
    queryKey: messageKeys.box(box, pageIndex, token),
    queryFn: ({ signal }) => getDeviceMessages(box, pageIndex, token, MESSAGES_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/** The latest 3 messages of the inbox for the header dropdown (spec §2.5, §7.2 '(User_Idx, 0, 0, 3)'). */
export function useLatestMessages() {
  return useQuery({
    queryKey: messageKeys.latest,
    queryFn: ({ signal }) => getDeviceMessages(0, 0, null, MESSAGE_DROPDOWN_COUNT, signal),
    refetchInterval: MESSAGE_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
