/** The header's menus are `<details>` that open without script; listeners are delegated, so they work before and after hydration. */
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
