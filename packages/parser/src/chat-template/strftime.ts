const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Python's `datetime.strftime` for the directives chat templates use (`%d %b %Y`, `%Y-%m-%d`,
 * `%B`, `%A`, `%H:%M`), in the C locale Python runs templates in; an unknown directive stays as
 * written, as Python leaves it on glibc.
 */
export function strftime(date: Date, format: string): string {
  return format.replace(/%([a-zA-Z%])/g, (directive: string, letter: string) => {
    switch (letter) {
      case 'Y':
        return String(date.getFullYear());
      case 'y':
        return pad(date.getFullYear() % 100);
      case 'm':
        return pad(date.getMonth() + 1);
      case 'd':
        return pad(date.getDate());
      case 'e':
        return String(date.getDate()).padStart(2, ' ');
      case 'B':
        return MONTHS[date.getMonth()] ?? '';
      case 'b':
        return (MONTHS[date.getMonth()] ?? '').slice(0, 3);
      case 'A':
        return DAYS[date.getDay()] ?? '';
      case 'a':
        return (DAYS[date.getDay()] ?? '').slice(0, 3);
      case 'H':
        return pad(date.getHours());
      case 'I':
        return pad(((date.getHours() + 11) % 12) + 1);
      case 'p':
        return date.getHours() < 12 ? 'AM' : 'PM';
      case 'M':
        return pad(date.getMinutes());
      case 'S':
        return pad(date.getSeconds());
      case 'j': {
        const start = new Date(date.getFullYear(), 0, 1);
        return pad(Math.floor((date.getTime() - start.getTime()) / 86_400_000) + 1, 3);
      }
      case '%':
        return '%';
      default:
        return directive;
    }
  });
}
