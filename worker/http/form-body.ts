import { HttpError } from './errors.ts';

/**
 * The one way the Worker's HTML forms (sign-in pages, the test checkout) read what was posted: the text fields of an
 * urlencoded or multipart form. Another Content-Type is 415. A body that is not the form it claims to be (multipart
 * without its boundary, a part cut short) is the client's mistake, so 400, never a 500.
 */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Please submit the form.');
  }
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    throw new HttpError(400, 'The form could not be read. Please submit it again.');
  }
  const fields: Record<string, string> = {};
  data.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}
