import { SWARM_IMAGE_MAX_BYTES, SwarmMsg, isSwarmImageName } from '@beewatch/shared';

/**
 * The spec §5 check of a chosen photo: extension jpg, jpeg or png ('Only image file is allowed'),
 * and a file with a size, at most 10 MB ('Please select an image less than 10 MB'). Returns the
 * message, or null when the file is fine. The server checks the bytes again.
 */
export function imageFileError(file: File): string | null {
  if (!isSwarmImageName(file.name)) return SwarmMsg.onlyImage;
  if (file.size <= 0 || file.size > SWARM_IMAGE_MAX_BYTES) return SwarmMsg.imageSize;
  return null;
}
