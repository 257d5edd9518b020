/** The element id of the frame in the embed snippet (its listener finds the frame by it). */
const EMBED_FRAME_ID = 'beewatch-swarm-form';

/**
 * The form's address for a key on this portal, and what a key owner pastes into their page: the
 * iframe and a small listener that sets the frame's height to the height the form reports
 * (`{ type: 'beewatch:swarm-form-height', height }`, posted by the framed page; see
 * docs/embed-swarm-form.md), taking only messages from the portal's origin and from that frame.
 * The starting height fits the form on a desktop, for hosts whose CSP blocks inline scripts.
 */
export function embedOf(apiKey: string, origin = window.location.origin) {
  const url = `${origin}/home/swarmapi/${apiKey}`;
  const snippet = [
    `<iframe id="${EMBED_FRAME_ID}" src="${url}" title="Report a swarm" style="width:100%;height:1300px;border:0"></iframe>`,
    '<script>',
    "  window.addEventListener('message', function (e) {",
    `    var frame = document.getElementById('${EMBED_FRAME_ID}');`,
    `    if (!frame || e.origin !== '${origin}' || e.source !== frame.contentWindow) return;`,
    '    var d = e.data;',
    "    if (d && d.type === 'beewatch:swarm-form-height' && typeof d.height === 'number' && d.height > 0)",
    "      frame.style.height = Math.ceil(d.height) + 'px';",
    '  });',
    '</script>',
  ].join('\n');
  return { url, snippet };
}
