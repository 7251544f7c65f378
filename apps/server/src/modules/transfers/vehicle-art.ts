/**
 * The product's own vehicle illustrations (side views), one per vehicle type, drawn as SVG so
 * no picture is fetched from outside.
 */
const BODIES: Record<string, string> = {
  sedan:
    'M14 58 L30 40 Q36 34 46 34 L98 34 Q108 34 116 42 L130 56 L150 60 Q156 62 156 70 L156 78 L10 78 L10 66 Q10 58 14 58 Z',
  minivan: 'M12 36 Q14 24 28 24 L118 24 Q128 24 134 32 L150 54 Q156 58 156 66 L156 78 L10 78 L10 44 Q10 38 12 36 Z',
  vip_van: 'M12 36 Q14 24 28 24 L118 24 Q128 24 134 32 L150 54 Q156 58 156 66 L156 78 L10 78 L10 44 Q10 38 12 36 Z',
  minibus: 'M8 28 Q8 16 22 16 L132 16 Q144 16 148 26 L156 52 L156 78 L8 78 Z',
  bus: 'M4 22 Q4 10 16 10 L146 10 Q156 10 158 20 L160 52 L160 78 L4 78 Z',
};
const WINDOWS: Record<string, string> = {
  sedan:
    '<path d="M36 42 L46 38 L74 38 L74 52 L30 52 Z M80 38 L100 38 Q108 38 114 46 L118 52 L80 52 Z" fill="#cfe3f7"/>',
  minivan:
    '<path d="M20 30 L52 30 L52 48 L18 48 Z M58 30 L92 30 L92 48 L58 48 Z M98 30 L120 30 Q126 30 130 36 L138 48 L98 48 Z" fill="#cfe3f7"/>',
  vip_van:
    '<path d="M20 30 L52 30 L52 48 L18 48 Z M58 30 L92 30 L92 48 L58 48 Z M98 30 L120 30 Q126 30 130 36 L138 48 L98 48 Z" fill="#3b3f46"/>',
  minibus:
    '<path d="M16 24 H40 V44 H16 Z M46 24 H70 V44 H46 Z M76 24 H100 V44 H76 Z M106 24 H130 V44 H106 Z M136 24 H142 L150 44 H136 Z" fill="#cfe3f7"/>',
  bus: '<path d="M12 18 H36 V44 H12 Z M42 18 H66 V44 H42 Z M72 18 H96 V44 H72 Z M102 18 H126 V44 H102 Z M132 18 H150 L154 44 H132 Z" fill="#cfe3f7"/>',
};
const COLOURS: Record<string, string> = {
  sedan: '#e8ecf2',
  minivan: '#ffffff',
  vip_van: '#1f2430',
  minibus: '#ffffff',
  bus: '#0b5cad',
};

export function vehicleSvg(type: string): string | null {
  const body = BODIES[type];
  if (!body) return null;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="78" r="11" fill="#1f2430"/><circle cx="${x}" cy="78" r="5" fill="#9aa4b2"/>`;
  const wheels =
    type === 'bus' ? wheel(32) + wheel(132) : type === 'minibus' ? wheel(34) + wheel(128) : wheel(38) + wheel(128);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 166 96" width="166" height="96"><ellipse cx="83" cy="90" rx="76" ry="4" fill="#0f1a2a" opacity=".12"/><path d="${body}" fill="${COLOURS[type]}" stroke="#5a6677" stroke-width="2"/>${WINDOWS[type]}${wheels}</svg>`;
}
