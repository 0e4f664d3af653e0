import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import {
  COACHING_FILE_MAX_BYTES,
  COACHING_FILE_MAX_LABEL,
  COACHING_FILE_TYPES,
  type CoachingMessage,
} from '../../../../../schema/contract/coaching-rules.ts';
import { ApiError, answerOf, api } from '../../../lib/api-client.ts';
import { byId } from '../../../lib/api/read-query.ts';

const files = api['coaching-connections'][':id'].files;

/** `GET /api/coaching-connections/{id}/files`: the connection's Files list, newest first, older pages on demand. */
function connectionFilesQuery(connectionId: number) {
  return infiniteQueryOptions({
    queryKey: [files.$path({ ...byId(connectionId), query: {} })] as const,
    queryFn: ({ pageParam, signal }) =>
      answerOf(
        files.$get(
          { ...byId(connectionId), query: pageParam === null ? {} : { before: String(pageParam) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** The Files list as one list (its pages joined), and whether files can be shared in the conversation. */
export function useConnectionFiles(connectionId: number) {
  return useInfiniteQuery({
    ...connectionFilesQuery(connectionId),
    select: (data) => ({
      filesAllowed: data.pages[0]?.filesAllowed ?? false,
      items: data.pages.flatMap((page) => page.items),
    }),
  });
}

/** A file was shared in the conversation (by either side): its Files list is read again. */
export function invalidateConnectionFiles(client: QueryClient, connectionId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: connectionFilesQuery(connectionId).queryKey });
}

/** Where a shared file downloads from (the Worker answers it as an attachment, to the two people only). */
export const fileDownloadPath = (connectionId: number, fileId: number) =>
  files[':fileId'].$path({ param: { id: String(connectionId), fileId: String(fileId) } });

/**
 * What the browser can tell before sending: a file over the limit, or one whose name does not end as a shared type
 * does. The server decides by the bytes anyway; this only spares a 10 MB upload that would be refused. The words are
 * the contract's COACHING_FILE_MESSAGES, in the reader's language.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>, i18n: I18n): string | null {
  if (file.size === 0) return i18n._(msg`The file is empty.`);
  if (file.size > COACHING_FILE_MAX_BYTES) {
    const maxSize = COACHING_FILE_MAX_LABEL;
    return i18n._(msg`Files can be at most ${maxSize}.`);
  }
  const name = file.name.toLowerCase();
  const endings: readonly string[] = Object.values(COACHING_FILE_TYPES).flat();
  return endings.some((ending) => name.endsWith(ending))
    ? null
    : i18n._(msg`Only PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), JPEG and PNG files can be shared.`);
}

/**
 * `POST /api/coaching-connections/{id}/files?name=` with the file's bytes as the body. XMLHttpRequest rather than fetch
 * because only it reports upload progress (0-1 to `onProgress`); errors are `ApiError`s like every other call.
 */
function uploadFile(connectionId: number, file: File, onProgress: (share: number) => void): Promise<CoachingMessage> {
  const path = files.$path({ ...byId(connectionId), query: { name: file.name } });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as CoachingMessage);
      else reject(new ApiError(request.status, request.statusText, request.responseText));
    };
    request.onerror = () => reject(new Error('The file could not be sent.'));
    request.send(file);
  });
}

/**
 * Shares a file in the conversation: the stored file message goes into the conversation through `merge` (the other
 * side gets it live) and the Files list is read again. `progress` is the share of the bytes sent (null when idle).
 */
export function useShareFile(connectionId: number, merge: (messages: CoachingMessage[]) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile(connectionId, file, setProgress);
    },
    onSuccess: (message) => {
      merge([message]);
      void invalidateConnectionFiles(queryClient, connectionId);
    },
    onSettled: () => setProgress(null),
  });
  return { share: mutation.mutateAsync, sharing: mutation.isPending, progress };
}
