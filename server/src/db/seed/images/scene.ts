/** Scene furniture: shadows, hangers, a vase, arches. */
import { mix, STEEL } from './colour';

// Scene furniture

export const softShadow = (cx: number, cy: number, rx: number, ry: number, id: string) =>
  `<defs><radialGradient id="${id}">
<stop offset="0" stop-color="#3b2f25" stop-opacity="0.28"/><stop offset="1" stop-color="#3b2f25" stop-opacity="0"/>
</radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;

export function hanger(cx: number, y: number, width: number, color = '#a37d55'): string {
  const half = width / 2;
  return `<path d="M${cx},${y - 34} q0,-14 12,-14 q12,0 12,12 q0,10 -12,14 L${cx},${y - 12}" fill="none" stroke="${STEEL}" stroke-width="4" stroke-linecap="round"/>
<path d="M${cx - half},${y + 8} Q${cx - half * 0.5},${y - 14} ${cx},${y - 14} Q${cx + half * 0.5},${y - 14} ${cx + half},${y + 8}" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
}

/** A ceramic vase with a few leafy branches, standing on the floor at (x, floorY). */
export function vase(x: number, floorY: number, wall: string): string {
  const leaf = mix(wall, '#5d6e4a', 0.62);
  const stem = mix(wall, '#4f5c3e', 0.7);
  const branches: [number, number][] = [
    [-46, -150],
    [4, -190],
    [40, -140],
  ];
  const top = floorY - 64;
  const parts = branches.map(([bx, by]) => {
    const ex = x + bx;
    const ey = top + by;
    const leaves = [0.35, 0.5, 0.65, 0.8, 0.95].map((t, i) => {
      const lx = x + bx * t;
      const ly = top + by * t;
      const side = i % 2 ? 1 : -1;
      const angle = (Math.atan2(by, bx) * 180) / Math.PI + 90 + side * 48;
      return `<ellipse cx="${(lx + side * 7).toFixed(1)}" cy="${ly.toFixed(1)}" rx="5" ry="13" fill="${leaf}" transform="rotate(${angle.toFixed(1)} ${(lx + side * 7).toFixed(1)} ${ly.toFixed(1)})"/>`;
    });
    return `<path d="M${x},${top} Q${x + bx * 0.2},${top + by * 0.6} ${ex},${ey}" fill="none" stroke="${stem}" stroke-width="2.4"/>${leaves.join('')}`;
  });
  const body = mix(wall, '#b59a7c', 0.55);
  return `${parts.join('')}
<path d="M${x - 14},${top} L${x + 14},${top} Q${x + 12},${top + 14} ${x + 24},${top + 30} Q${x + 34},${floorY - 6} ${x + 18},${floorY} L${x - 18},${floorY} Q${x - 34},${floorY - 6} ${x - 24},${top + 30} Q${x - 12},${top + 14} ${x - 14},${top} Z" fill="${body}"/>
<path d="M${x - 10},${top + 26} Q${x - 22},${top + 40} ${x - 16},${floorY - 8}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`;
}

export function archPath(cx: number, top: number, width: number, bottom: number): string {
  const r = width / 2;
  return `M${cx - r},${bottom} L${cx - r},${top + r} A${r},${r} 0 0 1 ${cx + r},${top + r} L${cx + r},${bottom} Z`;
}
