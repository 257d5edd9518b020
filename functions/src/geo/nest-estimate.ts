import { BEARING_SIGMA_DEG, MAX_FLIGHT_LINE_M } from './flight-lines.js';
import { directionOf, tangentPlane, type PlanePoint } from './tangent-plane.js';

/**
 * Nest estimates from crossing flight lines. Lines from different sightings that cross
 * ahead of both sightings within MAX_FLIGHT_LINE_M (3 km) are grouped (connected components of
 * the "cross" relation); each group of two or more lines gives the weighted least-squares point
 * nearest to all its lines, solved in a local tangent plane in metres. Each line's perpendicular
 * error is modelled as range × σθ (σθ = BEARING_SIGMA_DEG), the classic bearings-only fix
 * (Stansfield 1947); the covariance of the solution gives the 95 % error ellipse (χ² with two
 * degrees of freedom: 5.991). A line more than 3 σ off the fix is dropped and the fix solved again.
 */

/** A flight line to intersect: its sighting (degrees) and true bearing (degrees). */
export interface BearingLine {
  id: string;
  latitude: number;
  longitude: number;
  trueBearing: number;
}

export interface Estimate {
  latitude: number;
  longitude: number;
  lineIds: string[];
  semiMajorM: number;
  semiMinorM: number;
  /** Major axis bearing, degrees from north in [0, 180). */
  orientationDeg: number;
  /** Closed [lng, lat] ring of the 95 % ellipse. */
  ellipse: [number, number][];
}

/** Lines closer to parallel than this do not cross usefully (degrees). */
const MIN_CROSSING_ANGLE_DEG = 5;
/** A crossing must be at least this far ahead of a sighting, metres. */
const MIN_AHEAD_M = 10;
/** Floor of a line's range in the error model, metres (a sighting on top of the nest). */
const MIN_RANGE_M = 50;
const CHI2_95_2DOF = 5.991;
const SIGMA_RAD = (BEARING_SIGMA_DEG * Math.PI) / 180;

interface PlaneLine {
  id: string;
  p: PlanePoint;
  d: PlanePoint;
}

const cross = (a: PlanePoint, b: PlanePoint) => a.x * b.y - a.y * b.x;

/** Where two plane lines cross, as distances ahead of each start; undefined when near parallel. */
export function crossingOf(a: PlaneLine, b: PlaneLine): { ta: number; tb: number } | undefined {
  const denom = cross(a.d, b.d);
  if (Math.abs(denom) < Math.sin((MIN_CROSSING_ANGLE_DEG * Math.PI) / 180)) return undefined;
  const w = { x: b.p.x - a.p.x, y: b.p.y - a.p.y };
  return { ta: cross(w, b.d) / denom, tb: cross(w, a.d) / denom };
}

const ahead = (t: number) => t >= MIN_AHEAD_M && t <= MAX_FLIGHT_LINE_M;

/** Weighted least-squares fix of plane lines; returns the point and its information matrix. */
function solve(lines: PlaneLine[], guess?: PlanePoint) {
  let a11 = 0;
  let a12 = 0;
  let a22 = 0;
  let b1 = 0;
  let b2 = 0;
  for (const l of lines) {
    const n = { x: l.d.y, y: -l.d.x };
    const range = guess ? Math.max(MIN_RANGE_M, Math.hypot(guess.x - l.p.x, guess.y - l.p.y)) : 1000;
    const w = 1 / (range * SIGMA_RAD) ** 2;
    const np = n.x * l.p.x + n.y * l.p.y;
    a11 += w * n.x * n.x;
    a12 += w * n.x * n.y;
    a22 += w * n.y * n.y;
    b1 += w * n.x * np;
    b2 += w * n.y * np;
  }
  const det = a11 * a22 - a12 * a12;
  if (!(Math.abs(det) > 0)) return undefined;
  const point = { x: (a22 * b1 - a12 * b2) / det, y: (a11 * b2 - a12 * b1) / det };
  // Covariance = A⁻¹.
  const cov = { xx: a22 / det, xy: -a12 / det, yy: a11 / det };
  return { point, cov };
}

function fix(lines: PlaneLine[]) {
  let current = lines;
  for (;;) {
    let s = solve(current);
    for (let i = 0; s && i < 4; i += 1) s = solve(current, s.point) ?? s;
    if (!s) return undefined;
    const { point } = s;
    const scores = current.map((l) => {
      const n = { x: l.d.y, y: -l.d.x };
      const residual = Math.abs(n.x * (point.x - l.p.x) + n.y * (point.y - l.p.y));
      const range = Math.max(MIN_RANGE_M, Math.hypot(point.x - l.p.x, point.y - l.p.y));
      const t = l.d.x * (point.x - l.p.x) + l.d.y * (point.y - l.p.y);
      // Behind a sighting or beyond 3 km counts as an outlier too.
      return ahead(t) ? residual / (range * SIGMA_RAD) : Number.POSITIVE_INFINITY;
    });
    const worst = scores.indexOf(Math.max(...scores));
    if (scores[worst] <= 3) return { ...s, lines: current };
    if (current.length <= 2) return undefined;
    current = current.filter((_, i) => i !== worst);
  }
}

function ellipseOf(cov: { xx: number; xy: number; yy: number }) {
  const tr = cov.xx + cov.yy;
  const diff = Math.sqrt(((cov.xx - cov.yy) / 2) ** 2 + cov.xy ** 2);
  const l1 = tr / 2 + diff;
  const l2 = Math.max(0, tr / 2 - diff);
  // Eigenvector of l1 (east, north components): (xy, l1 − xx); axis-aligned when xy = 0.
  const vx = Math.abs(cov.xy) > 1e-12 ? cov.xy : cov.xx >= cov.yy ? 1 : 0;
  const vy = Math.abs(cov.xy) > 1e-12 ? l1 - cov.xx : cov.xx >= cov.yy ? 0 : 1;
  let orientation = (Math.atan2(vx, vy) * 180) / Math.PI;
  orientation = ((orientation % 180) + 180) % 180;
  const k = Math.sqrt(CHI2_95_2DOF);
  return { semiMajorM: k * Math.sqrt(l1), semiMinorM: k * Math.sqrt(l2), orientationDeg: orientation };
}

/**
 * Nest estimates of a set of flight lines (see the module comment). Lines with the same id are
 * one sighting. Returns the estimates with the ids of their lines, most lines first.
 */
export function estimateNests(input: BearingLine[]): Estimate[] {
  const unique = [...new Map(input.map((l) => [l.id, l])).values()];
  if (unique.length < 2) return [];
  const meanLat = unique.reduce((s, l) => s + l.latitude, 0) / unique.length;
  const meanLon = unique.reduce((s, l) => s + l.longitude, 0) / unique.length;
  const plane = tangentPlane(meanLat, meanLon);
  const lines: PlaneLine[] = unique.map((l) => ({
    id: l.id,
    p: plane.toPlane(l.latitude, l.longitude),
    d: directionOf(l.trueBearing),
  }));

  // Union-find over the lines that cross ahead of both sightings within 3 km.
  const parent = lines.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i + 1; j < lines.length; j += 1) {
      const c = crossingOf(lines[i], lines[j]);
      if (c && ahead(c.ta) && ahead(c.tb)) parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, PlaneLine[]>();
  lines.forEach((l, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), l]);
  });

  const estimates: Estimate[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const f = fix(group);
    if (!f) continue;
    const { latitude, longitude } = plane.toLatLon(f.point);
    const e = ellipseOf(f.cov);
    const ring: [number, number][] = [];
    const θ = (e.orientationDeg * Math.PI) / 180;
    const major = { x: Math.sin(θ), y: Math.cos(θ) };
    const minor = { x: Math.cos(θ), y: -Math.sin(θ) };
    for (let k = 0; k <= 48; k += 1) {
      const a = (2 * Math.PI * k) / 48;
      const pt = {
        x: f.point.x + e.semiMajorM * Math.cos(a) * major.x + e.semiMinorM * Math.sin(a) * minor.x,
        y: f.point.y + e.semiMajorM * Math.cos(a) * major.y + e.semiMinorM * Math.sin(a) * minor.y,
      };
      const ll = plane.toLatLon(pt);
      ring.push([ll.longitude, ll.latitude]);
    }
    estimates.push({ latitude, longitude, lineIds: f.lines.map((l) => l.id), ...e, ellipse: ring });
  }
  return estimates.sort((a, b) => b.lineIds.length - a.lineIds.length);
}
