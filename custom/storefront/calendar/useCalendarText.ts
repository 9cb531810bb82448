import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type {
  CalendarBar,
  CalendarRange,
  CalendarView,
  WeekStart,
} from '../../../domain/storefront/calendar';
import { ALL_ITEMS, NO_KIND } from '../../../domain/storefront/calendar';
import { STOREFRONT_KINDS } from '../../../domain/storefront/options';
import { useDateLocale } from '../../../kit/i18n/useDateLocale';
import { usePreferences } from '../../../kit/preferences/usePreferences';

export const PREFIX = 'console.storefrontCalendar';

const KNOWN_GROUPS: readonly string[] = [...STOREFRONT_KINDS, NO_KIND, ALL_ITEMS];

const TICK_FORMATS: Readonly<Record<CalendarView, string>> = {
  week: 'EEE d',
  month: 'd',
  quarter: 'd MMM',
};

/**
 * The calendar's words and dates: dates with date-fns in the UI language and the user's time
 * zone (profile preferences), a group's name and nouns, a bar's accessible description.
 */
export function useCalendarText() {
  const translate = useTranslate();
  const locale = useDateLocale();
  const { timeZone } = usePreferences();
  const weekStartsOn: WeekStart = locale.options?.weekStartsOn ?? 1;

  const formatAt = useCallback(
    (at: number, pattern: string) => format(new TZDate(at, timeZone), pattern, { locale }),
    [timeZone, locale],
  );
  const moment = useCallback((at: number) => formatAt(at, 'd MMM HH:mm'), [formatAt]);

  return useMemo(() => {
    const known = (key: string) => KNOWN_GROUPS.includes(key);
    return {
      timeZone,
      weekStartsOn,
      moment,
      tick: (at: number, view: CalendarView) => formatAt(at, TICK_FORMATS[view]),
      period: (view: CalendarView, range: CalendarRange) => {
        if (view === 'month') return formatAt(range.from, 'LLLL yyyy');
        if (view === 'quarter') return formatAt(range.from, 'QQQ yyyy');
        return translate(`${PREFIX}.period`, {
          from: formatAt(range.from, 'd MMM'),
          to: formatAt(range.to - 1, 'd MMM yyyy'),
        });
      },
      groupName: (key: string) =>
        known(key)
          ? translate(`${PREFIX}.groups.${key}`)
          : translate(`${PREFIX}.groups.other`, { kind: key }),
      kindNoun: (key: string, count: number) =>
        known(key)
          ? translate(`${PREFIX}.kindNoun.${key}`, { smart_count: count })
          : translate(`${PREFIX}.kindNoun.other`, { smart_count: count, kind: key }),
      barLabel: (name: string, bar: CalendarBar) =>
        translate(`${PREFIX}.bar.label`, {
          name,
          status: translate(`${PREFIX}.bar.${bar.kind}`),
          from:
            bar.windowStart === undefined
              ? translate(`${PREFIX}.bar.noStart`)
              : moment(bar.windowStart),
          to:
            bar.windowEnd === undefined ? translate(`${PREFIX}.bar.noEnd`) : moment(bar.windowEnd),
        }),
    };
  }, [translate, formatAt, moment, timeZone, weekStartsOn]);
}

export type CalendarText = ReturnType<typeof useCalendarText>;
