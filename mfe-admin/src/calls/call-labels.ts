/** '14:30' → '2:30 PM' (a wall time in the agency's zone, shown as such). */
export function timeLabel(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
