import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { VIDEO_POLL_MS } from '../../domain/media/api';
import type { MediaQuality, Mp4Job, SmilItem } from '../../domain/media/api';
import { readFailure } from '../../dataProvider/envelopeReader';
import {
  MP4_FAILURE_MESSAGE,
  playbackServiceOf,
} from '../../dataProvider/playback/playbackProvider';

/** Bandwidths asked of an MP4 per quality (bits per second), as the download request names them. */
const BANDWIDTH: Record<MediaQuality, { audio: number; video: number }> = {
  'Full HD': { audio: 128_000, video: 6_000_000 },
  HD: { audio: 128_000, video: 3_000_000 },
  SD: { audio: 96_000, video: 1_000_000 },
};

export interface Mp4State {
  job: Mp4Job | undefined;
  /** The message of a failed request or job ('Error fetching MP4' when none came back). */
  failure: string | undefined;
  requesting: boolean;
  request(quality: MediaQuality, smil: readonly SmilItem[], name: string): Promise<void>;
}

/**
 * An MP4 export of the clip: starts the job, polls its status every 5000 ms (spec section 9)
 * while it is queued or processing, and when it is ready hands its URL to `onReady` once (the
 * page starts the download); a failed job's message (else 'Error fetching MP4') is kept.
 */
export function useMp4Download(onReady: (url: string, job: Mp4Job) => void): Mp4State {
  const service = playbackServiceOf(useDataProvider());
  const [started, setStarted] = useState<Mp4Job | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [requesting, setRequesting] = useState(false);
  const delivered = useRef<string | undefined>(undefined);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const inFlight = started !== undefined && ['queued', 'processing'].includes(started.status);

  const status = useQuery({
    queryKey: ['playback', 'mp4', started?.id],
    queryFn: ({ signal }) => service.getMp4Job(started?.id ?? '', signal),
    enabled: inFlight,
    refetchInterval: (query) => {
      const current = query.state.data?.status;
      return current === undefined || current === 'queued' || current === 'processing'
        ? VIDEO_POLL_MS
        : false;
    },
    // The first status comes from the poll, 5000 ms after the start.
    initialData: started,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: VIDEO_POLL_MS,
    retry: false,
  });
  const job = status.data ?? started;

  useEffect(() => {
    if (status.error) setFailure(readFailure(status.error, MP4_FAILURE_MESSAGE).message);
  }, [status.error]);
  useEffect(() => {
    if (!job) return;
    if (job.status === 'failed') setFailure(job.message || MP4_FAILURE_MESSAGE);
    if (job.status === 'ready' && job.mp4Url && delivered.current !== job.id) {
      delivered.current = job.id;
      onReadyRef.current(job.mp4Url, job);
    }
  }, [job]);

  const request = useCallback(
    async (quality: MediaQuality, smil: readonly SmilItem[], name: string) => {
      setFailure(undefined);
      setRequesting(true);
      try {
        const answer = await service.requestMp4({
          bandwidth: BANDWIDTH[quality],
          quality,
          lon: [{ lang: 'en', n: name }],
          smil: smil.map(({ key, start, end }) => ({ key, start, end })),
        });
        setStarted(answer);
      } catch (error) {
        const reading = readFailure(error, MP4_FAILURE_MESSAGE);
        if (!reading.cancelled) setFailure(reading.message);
      } finally {
        setRequesting(false);
      }
    },
    [service],
  );

  return { job, failure, requesting, request };
}
