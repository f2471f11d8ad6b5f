/** The progress topic of one conversion: auto-tag and convert jobs report on it (`/ws/`, `/ws/convert/`). */
export function conversionTopic(conversionId: string): string {
  return `conversion:${conversionId}`;
}
