import './catalogue.css';
import { youtubeVideoId } from '@island/shared';
import { useState } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { useT } from '../../i18n/language.tsx';

export interface VideoEmbedProps {
  /** A YouTube id or link, or any other video link. */
  video: string;
  /** What the video is about, for its title. */
  title: string;
}

/**
 * A YouTube video behind a play button: the player (and its half a megabyte of script) loads only
 * when asked for, which matters on an island signal. Other links open in a new tab.
 */
export function VideoEmbed({ video, title }: VideoEmbedProps) {
  const { t } = useT();
  const [playing, setPlaying] = useState(false);
  const id = youtubeVideoId(video);

  if (!id) {
    if (/^https?:\/\//i.test(video)) {
      return (
        <a className="video-embed video-embed--link" href={video} target="_blank" rel="noopener noreferrer">
          <Icon name="play" size={32} />
          <span>
            {t('catalogue.watchVideo', { title })}
            <span className="visually-hidden">{t('common.newTab')}</span>
          </span>
        </a>
      );
    }
    return <VideoPlaceholder />;
  }

  return (
    <div className="video-embed">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
          title={t('catalogue.videoTitle', { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className="video-embed__facade" onClick={() => setPlaying(true)}>
          <ImageWithFallback src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`} alt="" />
          <span className="video-embed__play">
            <Icon name="play" size={56} />
            <span>{t('catalogue.playVideo', { title })}</span>
          </span>
        </button>
      )}
    </div>
  );
}

/** Stands where a video would be when there is none to show. */
export function VideoPlaceholder({ text }: { text?: string }) {
  const { t } = useT();
  return (
    <div className="video-embed video-embed--placeholder">
      <Icon name="play" size={40} />
      <p>{text ?? t('catalogue.noVideo')}</p>
    </div>
  );
}
