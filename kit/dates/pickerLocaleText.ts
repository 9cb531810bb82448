import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TranslateFunction } from 'react-admin';

/**
 * MUI X pickers' texts from the console's messages (`console.dates.*`), so that a picker's
 * buttons, announcements and empty-field placeholders follow the UI language. The date-range
 * texts are left out: the console has no range picker.
 */
export function pickerLocaleText(translate: TranslateFunction): Partial<PickersLocaleText> {
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.dates.${key}`, options);
  const view = (name: string) => t(`views.${name}`);
  return {
    previousMonth: t('previousMonth'),
    nextMonth: t('nextMonth'),
    openPreviousView: t('openPreviousView'),
    openNextView: t('openNextView'),
    calendarViewSwitchingButtonAriaLabel: (current) =>
      current === 'year' ? t('yearViewOpen') : t('calendarViewOpen'),
    cancelButtonLabel: t('cancel'),
    clearButtonLabel: t('clear'),
    okButtonLabel: t('ok'),
    todayButtonLabel: t('today'),
    nextStepButtonLabel: t('next'),
    datePickerToolbarTitle: t('selectDate'),
    dateTimePickerToolbarTitle: t('selectDateTime'),
    timePickerToolbarTitle: t('selectTime'),
    clockLabelText: (name, time) =>
      time ? t('clockSelected', { view: view(name), time }) : t('clockEmpty', { view: view(name) }),
    hoursClockNumberText: (count) => t('hoursCount', { count }),
    minutesClockNumberText: (count) => t('minutesCount', { count }),
    secondsClockNumberText: (count) => t('secondsCount', { count }),
    selectViewText: (name) => t('selectView', { view: view(name) }),
    calendarWeekNumberHeaderLabel: t('weekNumberHeader'),
    calendarWeekNumberAriaLabelText: (count) => t('weekNumber', { count }),
    openDatePickerDialogue: (date) => (date ? t('chooseDateSelected', { date }) : t('chooseDate')),
    openTimePickerDialogue: (time) => (time ? t('chooseTimeSelected', { time }) : t('chooseTime')),
    fieldClearLabel: t('clear'),
    timeTableLabel: t('timeTable'),
    dateTableLabel: t('dateTable'),
    fieldYearPlaceholder: ({ digitAmount }) => t('placeholders.yearDigit').repeat(digitAmount),
    fieldMonthPlaceholder: ({ contentType }) =>
      contentType === 'letter' ? t('placeholders.monthName') : t('placeholders.month'),
    fieldDayPlaceholder: () => t('placeholders.day'),
    fieldWeekDayPlaceholder: () => t('placeholders.weekDay'),
    fieldHoursPlaceholder: () => t('placeholders.hours'),
    fieldMinutesPlaceholder: () => t('placeholders.minutes'),
    fieldSecondsPlaceholder: () => t('placeholders.seconds'),
    fieldMeridiemPlaceholder: () => t('placeholders.meridiem'),
    year: view('year'),
    month: view('month'),
    day: view('day'),
    weekDay: view('weekDay'),
    hours: view('hours'),
    minutes: view('minutes'),
    seconds: view('seconds'),
    meridiem: view('meridiem'),
    empty: t('empty'),
  };
}
