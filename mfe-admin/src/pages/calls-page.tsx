export function CallsPage() {
  return null;
}
