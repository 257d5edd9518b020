// S3 object keys of a swarm report's photo, named by its announced Content-Type (PNG or JPEG).

const extensionOf = (contentType: string) => (contentType === 'image/png' ? 'png' : 'jpg');

/** Where the reporter's browser uploads the photo (presigned POST); checked photos are copied out. */
export const incomingImageKeyOf = (id: string, contentType: string) =>
  `incoming/swarm/${id}/image.${extensionOf(contentType)}`;

/** Where a checked photo is kept, for the adopter's and the coordinator's presigned GET. */
export const imageKeyOf = (id: string, contentType: string) =>
  `swarm/${id}/image.${extensionOf(contentType)}`;
