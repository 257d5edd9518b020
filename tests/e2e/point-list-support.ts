/**
 * The coordinates that end an entry of the list under a map when the point has no place name,
 * as the list writes them ('51.25160° N, 0.55320° W'; French '51,25160° N, 0,55320° O'), as
 * signed degrees.
 * Throws when the text does not end with coordinates.
 */
export function coordinatesAtEnd(text: string): { lat: number; lon: number } {
  const m = /(\d+[.,]\d{5})° ([NS]), (\d+[.,]\d{5})° ([EWO])$/.exec(text.trim());
  if (!m) throw new Error(`no coordinates at the end of '${text}'`);
  const degrees = (v: string) => Number(v.replace(',', '.'));
  return {
    lat: degrees(m[1]!) * (m[2] === 'S' ? -1 : 1),
    lon: degrees(m[3]!) * (m[4] === 'E' ? 1 : -1),
  };
}
