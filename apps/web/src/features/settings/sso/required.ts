/** A required field's problem, or null. */
export const required = (value: string) => (value.trim() === '' ? 'Required.' : null);
