import classes from './skip-link.module.css';

export const mainContentId = 'main-content';
export const mainContentClass = classes.main;

/**
 * WCAG 2.4.1: the layout's first focusable element, visible on focus, moving focus past the
 * header and navigation to the page's <main> (which has tabIndex -1). The click is handled here
 * so the URL keeps no '#main-content'; without JavaScript the link still jumps there.
 */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className={classes.skipLink}
      onClick={(event) => {
        const main = document.getElementById(mainContentId);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
