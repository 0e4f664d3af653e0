import {
  formatDataEstimate,
  formatDuration,
  LOW_QUALITY_MEGABYTES_PER_HOUR,
  VIDEO_TOPIC_LABELS,
  videoSourceHost,
  type CommunityVideo,
} from '../../../../../schema/contract/community-videos-rules.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { paths } from '../../../lib/paths.ts';
import { useCommunityVideos } from '../api/videos.ts';
import { TitledSection } from '../../../components/page-sections.tsx';

/**
 * The community page's videos. Each is a plain link to the video's own site, opened in a new tab, with
 * its length and what watching it costs in data, so someone on prepaid data decides before tapping. Nothing from
 * the video's site is embedded, played or fetched (no player, no thumbnail) when the page loads.
 */
export function CommunityVideos() {
  const videos = useCommunityVideos();
  return (
    <TitledSection id="videos" title="Videos" className="mt-12">
      <p className="mt-2 max-w-3xl text-neutral-700">
        Short, useful videos chosen by the Sebenza team. Each opens on its own site in a new tab. Data figures are
        estimates for watching the whole video at low quality (about {LOW_QUALITY_MEGABYTES_PER_HOUR / 60} MB a minute);
        choose the lowest quality in the video’s settings to stay near them.
      </p>
      <div className="mt-4">
        <ListState
          query={videos}
          what="the videos"
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="rounded-2xl bg-lilac-50 p-4 text-neutral-800">
              No videos yet. Until the team adds some, join a live session from{' '}
              <a href={paths.mentors} className={textLinkStyle}>
                Attend Group Sessions
              </a>
              .
            </p>
          }
        >
          {(list) => (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Videos">
              {list.map((video) => (
                <VideoItem key={video.id} video={video} />
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </TitledSection>
  );
}

function VideoItem({ video }: { video: CommunityVideo }) {
  const host = videoSourceHost(video.url);
  const factsId = `community-video-${video.id}-facts`;
  return (
    <li className="flex flex-col rounded-2xl border border-lilac-200 bg-white p-5">
      <p className="text-xs font-bold tracking-wider text-grass-800 uppercase">{VIDEO_TOPIC_LABELS[video.topic]}</p>
      <h3 className="mt-1 text-lg font-bold break-words">
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={factsId}
          className={textLinkStyle}
        >
          {video.title}
          <span className="sr-only"> (opens {host} in a new tab)</span>
        </a>
      </h3>
      <dl id={factsId} className="mt-3 grid gap-1 text-neutral-800">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-neutral-600">Length</dt>
          <dd>
            <time dateTime={`PT${video.durationSeconds}S`}>{formatDuration(video.durationSeconds)}</time>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-neutral-600">Plays on</dt>
          <dd className="break-all">{host}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-neutral-600">Data</dt>
          <dd className="font-semibold">{formatDataEstimate(video.durationSeconds)}</dd>
        </div>
      </dl>
    </li>
  );
}
