import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import {
  CreateVideoSchema,
  type CommunityVideo,
  type CreateVideoInput,
} from '../../../../../schema/contract/community-videos.ts';
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
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles, smallButtonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { useAdminAction, ADMIN_ACTION_FAILED } from '../api/admin.ts';
import { refreshAfterVideos, useAdminVideos, videoApi } from '../api/community-videos.ts';
import { toVideoInput, updateVideoPayload, VIDEO_FIELD_ORDER, videoFieldOf, videoValues } from '../video-form.ts';
import { EmptyNote, Fact } from './parts.tsx';
import { sendForm } from '../../../components/form/send-form.ts';

const TOPIC_OPTIONS = VIDEO_TOPICS.map((value) => ({ value, label: VIDEO_TOPIC_LABELS[value] }));

/** Add a video (`video` null) or correct one. What was typed stays if the save fails. */
function VideoDialog({ video, onClose }: { video: CommunityVideo | null; onClose: () => void }) {
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
  const save = useAdminAction({
    action: async (input: CreateVideoInput) => {
      if (!video) return videoApi.create(input);
      const changes = updateVideoPayload(video, input);
      return changes ? videoApi.update(video.id, changes) : video;
    },
    refresh: refreshAfterVideos,
    success: (saved) => ({
      title: video ? 'Video saved' : 'Video added',
      description: video ? saved.title : `${saved.title} is on the community page.`,
    }),
    failureTitle: video ? 'Video not saved' : 'Video not added',
  });
  const seconds = toVideoInput(form.values).durationSeconds;

  return (
    <Dialog open onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{video ? `Edit ${video.title}` : 'Add a video'}</DialogTitle>
        <DialogDescription className="mt-1">
          The community page links to the video on its own site and shows its estimated data cost; nothing is embedded.
        </DialogDescription>
        <DialogForm
          onSubmit={form.handleSubmit(sendForm(save, form, { failed: ADMIN_ACTION_FAILED }, onClose))}
          alert={form.alert}
          submitLabel={video ? 'Save video' : 'Add video'}
          pendingLabel="Saving…"
          pending={save.isPending}
          cancelDisabled={save.isPending}
        >
          <TextField {...form.field('title')} label="Title" required maxLength={MAX_VIDEO_TITLE} />
          <TextField
            {...form.field('url')}
            label="Link"
            hint="The video’s full https:// address, as its page shows it."
            required
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_VIDEO_LINK}
          />
          <TextField
            {...form.field('duration')}
            label="Length"
            hint={
              Number.isFinite(seconds)
                ? `Members see: ${formatDataEstimate(seconds)}.`
                : 'As the video’s page shows it, like 12:34 or 1:02:15 (a whole number means minutes).'
            }
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
          />
          <SelectField
            {...form.field('topic')}
            onValueChange={(value) => form.setValue('topic', value as VideoTopic)}
            label="Topic"
            options={TOPIC_OPTIONS}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
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
  const headingId = `admin-video-${video.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 text-lg font-bold break-words text-lilac-950">
            {video.title}
          </h3>
          <Badge tone="brand">{VIDEO_TOPIC_LABELS[video.topic]}</Badge>
        </div>
        <p className="mt-1 text-sm break-all">
          <a href={video.url} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
            {video.url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="Length">{formatDuration(video.durationSeconds)}</Fact>
          <Fact label="Plays on">{videoSourceHost(video.url)}</Fact>
          <Fact label="Data">{formatDataEstimate(video.durationSeconds)}</Fact>
          <Fact label="Added">
            <DateText value={video.createdAt} />
          </Fact>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={onEdit} className={smallButtonStyles.outline}>
            Edit<span className="sr-only"> {video.title}</span>
          </button>
          <button type="button" disabled={busy} onClick={onRemove} className={smallButtonStyles.dangerOutline}>
            Remove<span className="sr-only"> {video.title}</span>
          </button>
        </div>
      </article>
    </li>
  );
}

/** The community page's videos: add, correct, remove; the list is short by design. */
export function CommunityVideosAdmin() {
  const videos = useAdminVideos();
  const [editing, setEditing] = useState<CommunityVideo | 'new' | null>(null);
  const [removing, setRemoving] = useState<CommunityVideo | null>(null);
  const remove = useAdminAction({
    action: (video: CommunityVideo) => videoApi.remove(video.id),
    refresh: refreshAfterVideos,
    success: (_result, video) => ({
      title: 'Video removed',
      description: `${video.title} has left the community page.`,
    }),
    failureTitle: 'Video not removed',
  });
  const full = (videos.data?.length ?? 0) >= MAX_COMMUNITY_VIDEOS;

  return (
    <div className="grid gap-4">
      <p className="max-w-3xl text-neutral-800">
        A short list of useful videos for the community page, at most {MAX_COMMUNITY_VIDEOS}. Members see each as a link
        to the video’s own site with its length and estimated data cost at low quality, so they choose before spending
        data. Add only videos you have watched, with the title and length their page shows.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => setEditing('new')} disabled={full} className={buttonStyles.primary}>
          Add a video
        </button>
        {videos.data ? (
          <p className="text-neutral-700">
            {videos.data.length} of {MAX_COMMUNITY_VIDEOS}
            {full ? ': remove one to add another.' : null}
          </p>
        ) : null}
      </div>
      <ListState
        query={videos}
        what="the videos"
        isEmpty={(items) => items.length === 0}
        empty={<EmptyNote>No videos yet. Add one and it appears on the community page at once.</EmptyNote>}
      >
        {(items) => (
          <ul className="grid gap-4" aria-label="Community videos">
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
      {editing ? (
        <VideoDialog
          key={editing === 'new' ? 'new' : editing.id}
          video={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmActionDialog
        open={removing !== null}
        title={`Remove ${removing?.title ?? 'this video'}?`}
        description="It leaves the community page at once. The audit log keeps its title and link."
        confirmLabel="Remove video"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
      />
    </div>
  );
}
