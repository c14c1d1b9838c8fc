/**
 * The browser script every page loads. Every page works without it; it only enhances:
 * the mobile menu and the 404 console log. Code only some pages need is their own script
 * (blog.ts, track.ts, calculator.ts, pickup.ts, and forms.ts for the pages with email- and
 * WhatsApp-based forms), declared by the page with `export const script`.
 * Budget: every page's JavaScript at most 2.5 KB gzipped (this script plus the page's own), so no dependencies.
 */

document.documentElement.classList.add('js');

import { $ } from './dom';

function setupMenu(): void {
  const toggle = $<HTMLAnchorElement>('[data-menu-toggle]');
  const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') || '');
  if (!toggle || !menu) return;
  // Without JavaScript the toggle is a link to the panel; with it, it behaves as a button.
  toggle.setAttribute('role', 'button');
  if (location.hash === `#${menu.id}`)
    history.replaceState(null, '', location.pathname + location.search);
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
  };
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!isOpen());
  });
  toggle.addEventListener('keydown', (event) => {
    if (event.key === ' ') {
      event.preventDefault();
      setOpen(!isOpen());
    }
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
}

function logNotFound(): void {
  if ($('[data-not-found]'))
    console.warn(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
}

setupMenu();
logNotFound();
