// What the queue board's page gets beyond Bull Board's own (issue 28). Its job cards and header have
// icon-only buttons without an accessible name, and it offers actions this site switches off
// (queue-board.ts refuses them), and none of that can be set through Bull Board's options. A small
// script served with the page names each button by the icon it shows (Bull Board draws lucide icons,
// `lucide-<name>`) and hides the controls of writes not allowed, on every render (it is a React app).

export const BOARD_SCRIPT_PATH = '/admin/queues/site/board.js';

/**
 * The board's controls for writes, by what shows them: a job card's icon (`icon`) or a menu item's or
 * button's text or name (`label`), with the route each calls. Those whose route is not allowed are hidden.
 */
const WRITE_CONTROLS: { icon?: string; label?: string; route: string }[] = [
  { icon: 'files', route: 'POST /api/queues/:queueName/add' },
  { icon: 'pencil', route: 'PATCH /api/queues/:queueName/:jobId/update-data' },
  { icon: 'clock', route: 'PATCH /api/queues/:queueName/:jobId/delay' },
  { icon: 'arrow-up-down', route: 'PATCH /api/queues/:queueName/:jobId/priority' },
  { icon: 'list-x', route: 'PUT /api/queues/:queueName/:jobId/remove-unprocessed-children' },
  { label: 'Add job', route: 'POST /api/queues/:queueName/add' },
  { label: 'Set concurrency', route: 'PUT /api/queues/:queueName/concurrency' },
  { label: 'Set rate limit', route: 'PUT /api/queues/:queueName/rate-limit' },
  { label: 'Empty', route: 'PUT /api/queues/:queueName/empty' },
  { label: 'Obliterate', route: 'PUT /api/queues/:queueName/obliterate' },
  { label: 'Run now', route: 'PUT /api/queues/:queueName/job-schedulers/:schedulerId/run' },
  { label: 'Edit schedule', route: 'PATCH /api/queues/:queueName/job-schedulers/:schedulerId' },
  { label: 'Remove scheduler', route: 'PUT /api/queues/:queueName/job-schedulers/:schedulerId/remove' },
];

/** The script for a board that allows these writes (`PUT /api/queues/:queueName/:jobId/retry`...). */
export function boardScript(allowedWrites: readonly string[]): string {
  const off = WRITE_CONTROLS.filter((control) => !allowedWrites.includes(control.route));
  const icons = JSON.stringify(off.flatMap((control) => (control.icon ? [control.icon] : [])));
  const labels = JSON.stringify(off.flatMap((control) => (control.label ? [control.label] : [])));
  return `(() => {
  const JOB_ACTIONS = { 'refresh-cw': 'Retry job', 'corner-up-left': 'Promote job', trash: 'Clean job' };
  const BUTTONS = {
    'refresh-cw': 'Retry', 'corner-up-left': 'Promote', trash: 'Clean', 'panel-left': 'Toggle the sidebar',
    maximize: 'Full screen', 'maximize-2': 'Full screen', 'minimize-2': 'Leave full screen', settings: 'Settings',
    'ellipsis-vertical': 'More', copy: 'Copy', x: 'Close', 'chevron-down': 'Show details',
    'chevron-up': 'Hide details', 'book-open': 'Documentation', info: 'Queue info', search: 'Search',
    pause: 'Pause', play: 'Resume', 'external-link': 'Open elsewhere',
  };
  const OFF_ICONS = ${icons};
  const OFF_LABELS = ${labels};
  // Author styles (display: flex) outrank the hidden attribute; this rule outranks them.
  const style = document.createElement('style');
  style.textContent = '[data-switched-off] { display: none !important; }';
  document.head.append(style);

  const iconOf = (button) => {
    const svg = button.querySelector('svg');
    if (!svg) return null;
    if (svg.getAttribute('role') === 'img') return 'redis';
    const names = [...svg.classList].filter((c) => c.startsWith('lucide-')).map((c) => c.slice(7));
    return names[0] ?? null;
  };
  const switchOff = (element) => element.setAttribute('data-switched-off', '');

  function apply() {
    for (const button of document.querySelectorAll('[class^="jobActions-"] button')) {
      const icon = iconOf(button);
      if (OFF_ICONS.includes(icon)) switchOff(button.closest('li') ?? button);
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
    for (const control of document.querySelectorAll('[role="menuitem"], button[aria-label]')) {
      const label = control.getAttribute('aria-label') ?? control.textContent.trim();
      if (OFF_LABELS.includes(label)) switchOff(control);
    }
  }

  new MutationObserver(apply).observe(document.body, { childList: true, subtree: true });
  apply();
})();
`;
}

/** The board's page with the script above, which runs after Bull Board's own (both deferred). */
export function withBoardScript(html: string): string {
  return html.replace('</body>', `<script defer src="${BOARD_SCRIPT_PATH}"></script></body>`);
}
