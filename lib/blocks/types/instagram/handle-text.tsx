import { Fragment } from "react";

// "@bianchi.events.lakecomo" as the instagram and business card blocks print it: a narrow phone may
// break the line after a dot or an underscore (<wbr>), never in the middle of a word.

export function HandleText({ handle }: { handle: string }) {
  const parts = handle.split(/(?<=[._])/);
  return (
    <>
      @
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
