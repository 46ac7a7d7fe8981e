/** DESIGN.md §6: a login ends after 2 h idle or 12 h in all (the cookie lives as long). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
