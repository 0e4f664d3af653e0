import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatDuration,
  formatMegabytes,
  LOW_QUALITY_MEGABYTES_PER_HOUR,
  lowQualityMegabytes,
  videoSourceHost,
  type CommunityVideo,
  type VideoTopic,
} from '../../../../../schema/contract/community-videos-rules.ts';
import { PRODUCT_NAME } from '../../../../../schema/contract/product.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { paths } from '../../../lib/paths.ts';
import { useCommunityVideos } from '../api/videos.ts';
import { TitledSection } from '../../../components/page-sections.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { communityCatalog } from '../locales/catalog.ts';

/** The contract's topic names (VIDEO_TOPIC_LABELS), through the catalog. */
const TOPIC_LABELS: Record<VideoTopic, MessageDescriptor> = {
  'starting-a-business': msg`Starting a business`,
  'money-and-pricing': msg`Money and pricing`,
  'selling-and-marketing': msg`Selling and marketing`,
  'digital-skills': msg`Digital skills`,
  'finding-work': msg`Finding work`,
  farming: msg`Farming`,
  other: msg`Other`,
};

/**
 * The community page's videos. Each is a plain link to the video's own site, opened in a new tab, with
 * its length and what watching it costs in data, so someone on prepaid data decides before tapping. Nothing from
 * the video's site is embedded, played or fetched (no player, no thumbnail) when the page loads.
 */
export function CommunityVideos() {
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const videos = useCommunityVideos();
  const megabytesPerMinute = LOW_QUALITY_MEGABYTES_PER_HOUR / 60;
  return (
    <TitledSection id="videos" title={t`Videos`} className="mt-12">
      <p className="mt-2 max-w-3xl text-neutral-700">
        <Trans>
          Short, useful videos chosen by the {PRODUCT_NAME} team. Each opens on its own site in a new tab. Data figures
          are estimates for watching the whole video at low quality (about {megabytesPerMinute} MB a minute); choose the
          lowest quality in the video’s settings to stay near them.
        </Trans>
      </p>
      <div className="mt-4">
        <ListState
          query={videos}
          what={t`the videos`}
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="rounded-2xl bg-lilac-50 p-4 text-neutral-800">
              <Trans>
                No videos yet. Until the team adds some, join a live session from{' '}
                <a href={paths.mentors} className={textLinkStyle}>
                  Attend Group Sessions
                </a>
                .
              </Trans>
            </p>
          }
        >
          {(list) => (
            <ul className="grid gap-4 md:grid-cols-2" aria-label={t`Videos`}>
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
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const host = videoSourceHost(video.url);
  const factsId = `community-video-${video.id}-facts`;
  // The contract's formatDataEstimate, worded through the catalog.
  const size = formatMegabytes(lowQualityMegabytes(video.durationSeconds));
  return (
    <li className="flex flex-col rounded-2xl border border-lilac-200 bg-white p-5">
      <p className="text-xs font-bold tracking-wider text-grass-800 uppercase">{t(TOPIC_LABELS[video.topic])}</p>
      <h3 className="mt-1 text-lg font-bold break-words">
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={factsId}
          className={textLinkStyle}
        >
          {video.title}
          <span className="sr-only">
            {' '}
            <Trans>(opens {host} in a new tab)</Trans>
          </span>
        </a>
      </h3>
      <dl id={factsId} className="mt-3 grid gap-1 text-neutral-800">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-neutral-600">
            <Trans>Length</Trans>
          </dt>
          <dd>
            <time dateTime={`PT${video.durationSeconds}S`}>{formatDuration(video.durationSeconds)}</time>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-neutral-600">
            <Trans>Plays on</Trans>
          </dt>
          <dd className="break-all">{host}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-neutral-600">
            <Trans>Data</Trans>
          </dt>
          <dd className="font-semibold">
            <Trans>about {size} at low quality (estimate)</Trans>
          </dd>
        </div>
      </dl>
    </li>
  );
}
