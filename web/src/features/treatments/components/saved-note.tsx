/** The outcome of a save, shown on the page the form returns to (alerts are cleared on navigation). */
export function SavedNote({ text }: { text: string }) {
  return (
    <p className="alert alert-success" role="status">
      {text}
    </p>
  );
}
