/**
 * The header's menus ("More", and the languages on phones) are `<details>`: they open without any script. This small script (inlined
 * on every page, bundled by scripts/build-assets.ts) closes it the way a menu is expected to close:
 * on Escape, on a click outside it and on choosing an item. Delegated listeners on the document, so
 * it works on plain leaf pages and on section pages before and after React hydrates (a client-side
 * navigation keeps the header, and with it an open `<details>`, in place).
 */
const OPEN = 'details.header-menu[open]';

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
    const hadFocus = menu.contains(document.activeElement);
    menu.open = false;
    // Focus back on the toggle, so a keyboard reader is not left on a hidden link.
    if (hadFocus) menu.querySelector('summary')?.focus();
  }
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
    // Inside: the summary toggles by itself; a link is a choice and closes the menu.
    if (target && menu.contains(target)) {
      if (target.closest('a')) menu.open = false;
    } else menu.open = false;
  }
});
