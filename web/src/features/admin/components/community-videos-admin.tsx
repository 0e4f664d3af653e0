import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import { CreateVideoSchema, type CommunityVideo } from '../../../../../schema/contract/community-videos.ts';
import {
  formatDataEstimate,
  formatDuration,
  MAX_COMMUNITY_VIDEOS,
  MAX_VIDEO_LINK,
  MAX_VIDEO_TITLE,
  VIDEO_TOPIC_LABELS,
  videoSourceHost,
  type VideoTopic,
} from '../../../../../schema/contract/community-videos-rules.ts';
import { VIDEO_TOPICS } from '../../../../../schema/contract/enums.ts';
import { DateText } from '../../../components/date-text.tsx';
import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { useAdminAction, useSaveItem } from '../api/admin.ts';
import { refreshAfterVideos, useAdminVideos, videoApi } from '../api/community-videos.ts';
import { toVideoInput, updateVideoPayload, VIDEO_FIELD_ORDER, videoFieldOf, videoValues } from '../video-form.ts';
import { Fact } from '../../../components/fact.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import {
  AdminCard,
  ConfirmItemAction,
  EditorDialog,
  EditorFor,
  EmptyNote,
  ItemButton,
  type Editing,
} from './parts.tsx';

const TOPIC_OPTIONS = VIDEO_TOPICS.map((value) => ({ value, label: VIDEO_TOPIC_LABELS[value] }));

/** Add a video (`video` null) or correct one. */
function VideoDialog({ video, onClose }: { video: CommunityVideo | null; onClose: () => void }) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const form = useForm({
    id: 'video',
    initialValues: videoValues(video),
    fields: VIDEO_FIELD_ORDER,
    // An edit sends only what changed, but the form holds every field: the create schema checks them with the
    // rules (and messages) the update route applies to each.
    schema: CreateVideoSchema,
    toInput: toVideoInput,
    fieldOf: videoFieldOf,
  });
  const save = useSaveItem({
    item: video,
    itemApi: videoApi,
    changesOf: updateVideoPayload,
    refresh: refreshAfterVideos,
    success: ({ title }) => ({
      title: video ? t`Video saved` : t`Video added`,
      description: video ? title : t`${title} is on the community page.`,
    }),
    failureTitle: video ? t`Video not saved` : t`Video not added`,
  });
  const seconds = toVideoInput(form.values).durationSeconds;
  const videoTitle = video?.title;
  const dataCost = Number.isFinite(seconds) ? formatDataEstimate(seconds) : null;

  return (
    <EditorDialog
      title={video ? t`Edit ${videoTitle}` : t`Add a video`}
      description={t`The community page links to the video on its own site and shows its estimated data cost; nothing is embedded.`}
      submitLabel={video ? t`Save video` : t`Add video`}
      form={form}
      save={save}
      onClose={onClose}
    >
      <TextField {...form.field('title')} label={t`Title`} required maxLength={MAX_VIDEO_TITLE} />
      <TextField
        {...form.field('url')}
        label={t`Link`}
        hint={t`The video’s full https:// address, as its page shows it.`}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_VIDEO_LINK}
      />
      <TextField
        {...form.field('duration')}
        label={t`Length`}
        hint={
          dataCost
            ? t`Members see: ${dataCost}.`
            : t`As the video’s page shows it, like 12:34 or 1:02:15 (a whole number means minutes).`
        }
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
      />
      <SelectField
        {...form.field('topic')}
        onValueChange={(value) => form.setValue('topic', value as VideoTopic)}
        label={t`Topic`}
        options={TOPIC_OPTIONS}
      />
    </EditorDialog>
  );
}

function VideoItem({
  video,
  busy,
  onEdit,
  onRemove,
}: {
  video: CommunityVideo;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  return (
    <AdminCard title={video.title} badges={<Badge tone="brand">{VIDEO_TOPIC_LABELS[video.topic]}</Badge>}>
      <p className="mt-1 text-sm break-all">
        <a href={video.url} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
          {video.url}
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t`Length`}>{formatDuration(video.durationSeconds)}</Fact>
        <Fact label={t`Plays on`}>{videoSourceHost(video.url)}</Fact>
        <Fact label={t`Data`}>{formatDataEstimate(video.durationSeconds)}</Fact>
        <Fact label={t`Added`}>
          <DateText value={video.createdAt} />
        </Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <ItemButton item={video.title} disabled={busy} onClick={onEdit}>
          <Trans>Edit</Trans>
        </ItemButton>
        <ItemButton item={video.title} look="dangerOutline" disabled={busy} onClick={onRemove}>
          <Trans>Remove</Trans>
        </ItemButton>
      </div>
    </AdminCard>
  );
}

/** The community page's videos: add, correct, remove; the list is short by design. */
export function CommunityVideosAdmin() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const videos = useAdminVideos();
  const [editing, setEditing] = useState<Editing<CommunityVideo>>(null);
  const [removing, setRemoving] = useState<CommunityVideo | null>(null);
  const remove = useAdminAction({
    action: (video: CommunityVideo) => videoApi.remove(video.id),
    refresh: refreshAfterVideos,
    success: (_result, { title }) => ({
      title: t`Video removed`,
      description: t`${title} has left the community page.`,
    }),
    failureTitle: t`Video not removed`,
  });
  const full = (videos.data?.length ?? 0) >= MAX_COMMUNITY_VIDEOS;
  const max = MAX_COMMUNITY_VIDEOS;
  const count = videos.data?.length ?? 0;
  const removingTitle = removing?.title;

  return (
    <div className="grid gap-4">
      <p className="max-w-3xl text-neutral-800">
        <Trans>
          A short list of useful videos for the community page, at most {max}. Members see each as a link to the video’s
          own site with its length and estimated data cost at low quality, so they choose before spending data. Add only
          videos you have watched, with the title and length their page shows.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => setEditing('new')} disabled={full} className={buttonStyles.primary}>
          <Trans>Add a video</Trans>
        </button>
        {videos.data ? (
          <p className="text-neutral-700">
            {full ? t`${count} of ${max}: remove one to add another.` : t`${count} of ${max}`}
          </p>
        ) : null}
      </div>
      <ListState
        query={videos}
        what={t`the videos`}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyNote>
            <Trans>No videos yet. Add one and it appears on the community page at once.</Trans>
          </EmptyNote>
        }
      >
        {(items) => (
          <ul className="grid gap-4" aria-label={t`Community videos`}>
            {items.map((video) => (
              <VideoItem
                key={video.id}
                video={video}
                busy={remove.isPending && remove.variables?.id === video.id}
                onEdit={() => setEditing(video)}
                onRemove={() => setRemoving(video)}
              />
            ))}
          </ul>
        )}
      </ListState>
      <EditorFor editing={editing}>
        {(video) => <VideoDialog video={video} onClose={() => setEditing(null)} />}
      </EditorFor>
      <ConfirmItemAction
        item={removing}
        onClose={() => setRemoving(null)}
        title={removingTitle ? t`Remove ${removingTitle}?` : t`Remove this video?`}
        description={t`It leaves the community page at once. The audit log keeps its title and link.`}
        confirmLabel={t`Remove video`}
        pendingLabel={t`Removing…`}
        pending={remove.isPending}
        onConfirm={(video, done) => remove.mutate(video, { onSuccess: done })}
      />
    </div>
  );
}
