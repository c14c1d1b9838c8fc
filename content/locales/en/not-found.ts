/** The page shown for an address that does not exist (the 404 page). */
export const notFound = {
  meta: {
    /** The browser tab's title. */
    title: 'Page Not Found',
    description:
      "The page you're looking for doesn't exist. Return to the home page to find our courier services.",
  },
  title: '404 - Page Not Found',
  text: "Oops! The page you're looking for doesn't exist.",
  /** Button back to the home page; max ~20 characters. */
  home: 'Return to Home',
  /** Above the links to the tasks (track, book a pickup, what can I send, contact), whose names are ui.tasks and ui.nav.contact. */
  tasksTitle: 'Or go straight to what you came for',
};
