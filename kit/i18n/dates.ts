/**
 * Messages of kit's date and time inputs (`kit/dates/DateTimeInput.tsx`), under `console.dates.*`:
 * the texts MUI X's pickers show or announce (calendar navigation, the open-picker button, the
 * field's empty-section placeholders, view names), so that a picker speaks the console's
 * language rather than the library's English. `%{date}` and `%{time}` are formatted values,
 * `%{view}` one of the view names, `%{count}` a number.
 *
 * This file is the English reference; `dates.zh.ts`, `dates.ms.ts` and `dates.ta.ts` hold the
 * same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    dates: {
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      openPreviousView: 'Open previous view',
      openNextView: 'Open next view',
      yearViewOpen: 'year view is open, switch to calendar view',
      calendarViewOpen: 'calendar view is open, switch to year view',
      cancel: 'Cancel',
      clear: 'Clear',
      ok: 'OK',
      today: 'Today',
      next: 'Next',
      selectDate: 'Select date',
      selectDateTime: 'Select date & time',
      selectTime: 'Select time',
      chooseDate: 'Choose date',
      chooseDateSelected: 'Choose date, selected date is %{date}',
      chooseTime: 'Choose time',
      chooseTimeSelected: 'Choose time, selected time is %{time}',
      clockEmpty: 'Select %{view}. No time selected',
      clockSelected: 'Select %{view}. Selected time is %{time}',
      selectView: 'Select %{view}',
      hoursCount: '%{count} hours',
      minutesCount: '%{count} minutes',
      secondsCount: '%{count} seconds',
      weekNumberHeader: 'Week number',
      weekNumber: 'Week %{count}',
      dateTable: 'pick date',
      timeTable: 'pick time',
      empty: 'Empty',
      views: {
        year: 'Year',
        month: 'Month',
        day: 'Day',
        weekDay: 'Week day',
        hours: 'Hours',
        minutes: 'Minutes',
        seconds: 'Seconds',
        meridiem: 'AM/PM',
      },
      placeholders: {
        yearDigit: 'Y',
        month: 'MM',
        monthName: 'MMM',
        day: 'DD',
        weekDay: 'EE',
        hours: 'hh',
        minutes: 'mm',
        seconds: 'ss',
        meridiem: 'aa',
      },
    },
  },
};
