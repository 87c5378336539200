// What the queue board's page gets beyond Bull Board's own (issue 28). Its job cards and header have
// icon-only buttons without an accessible name, and its cards offer actions this site switches off
// (queue-board.ts refuses them), and none of that can be set through Bull Board's options. A small
// script served with the page names each button by the icon it shows (Bull Board draws lucide icons,
// `lucide-<name>`) and hides the switched-off actions, on every render (the board is a React app).

export const BOARD_SCRIPT_PATH = '/admin/queues/site/board.js';

export const BOARD_SCRIPT = `(() => {
  const JOB_ACTIONS = { 'refresh-cw': 'Retry job', 'corner-up-left': 'Promote job', trash: 'Clean job' };
  const BUTTONS = {
    'refresh-cw': 'Retry', 'corner-up-left': 'Promote', trash: 'Clean', 'panel-left': 'Toggle the sidebar',
    maximize: 'Full screen', 'maximize-2': 'Full screen', 'minimize-2': 'Leave full screen', settings: 'Settings',
    'ellipsis-vertical': 'More', copy: 'Copy', x: 'Close', 'chevron-down': 'Show details',
    'chevron-up': 'Hide details', 'book-open': 'Documentation', info: 'Queue info', search: 'Search',
    pause: 'Pause', play: 'Resume', 'external-link': 'Open elsewhere',
  };
  // Duplicate, update data, reschedule, change priority, remove unprocessed children.
  const SWITCHED_OFF = ['files', 'pencil', 'clock', 'arrow-up-down', 'list-x'];
  const SWITCHED_OFF_MENU = ['Add job', 'Empty', 'Obliterate', 'Set concurrency', 'Set rate limit'];

  const iconOf = (button) => {
    const svg = button.querySelector('svg');
    if (!svg) return null;
    if (svg.getAttribute('role') === 'img') return 'redis';
    const names = [...svg.classList].filter((c) => c.startsWith('lucide-')).map((c) => c.slice(7));
    return names[0] ?? null;
  };

  function apply() {
    for (const button of document.querySelectorAll('[class^="jobActions-"] button')) {
      const icon = iconOf(button);
      const item = button.closest('li');
      if (item && SWITCHED_OFF.includes(icon)) item.hidden = true;
      else if (JOB_ACTIONS[icon] && !button.hasAttribute('aria-label')) button.setAttribute('aria-label', JOB_ACTIONS[icon]);
    }
    for (const button of document.querySelectorAll('button:not([aria-label])')) {
      if (button.innerText.trim()) continue;
      const icon = iconOf(button);
      if (icon === 'redis') {
        button.querySelector('svg').setAttribute('aria-hidden', 'true');
        button.setAttribute('aria-label', 'Redis details');
      } else if (BUTTONS[icon]) button.setAttribute('aria-label', BUTTONS[icon]);
    }
    for (const item of document.querySelectorAll('[role="menuitem"]')) {
      if (SWITCHED_OFF_MENU.includes(item.textContent.trim())) item.hidden = true;
    }
  }

  new MutationObserver(apply).observe(document.body, { childList: true, subtree: true });
  apply();
})();
`;

/** The board's page with the script above, which runs after Bull Board's own (both deferred). */
export function withBoardScript(html: string): string {
  return html.replace('</body>', `<script defer src="${BOARD_SCRIPT_PATH}"></script></body>`);
}
