import classes from './long-name.module.css';

/**
 * The class that keeps a user-given name (supplier, category, shortlist) from widening a page:
 * `name` for one line with an ellipsis, `heading` for a title of at most two lines. Give the
 * element `title={name}` so the whole name is a hover away.
 */
export const longName = classes;
