import type { IngestionKind } from './ingestion';

/*
 * The EPG service's answers (`/api/epg`), as the server writes them and the console reads them:
 * one declaration for both sides.
 */

/** One airing of an ingested guide (UTC instants, end exclusive). */
export interface GuideAiring {
  id: string;
  pgm_id: string;
  title: string;
  a_st_dt: string;
  a_ed_dt: string;
  dur: number;
  station: string;
  /** Edited by hand (PUT airing/{id}): a re-process of the day keeps it. */
  locked?: boolean;
}

/** An EPG or event ingestion as the status route answers it. */
export interface Ingestion {
  id: string;
  kind: IngestionKind;
  channelId: string;
  title: string;
  station: string;
  start: string;
  day: string;
  teamId?: string;
  status: string;
  count: number;
  success: number;
  message?: string;
  ct: string;
  ut: string;
}
