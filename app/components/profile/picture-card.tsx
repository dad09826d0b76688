import { useFetcher } from "@remix-run/react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Avatar } from "~/components/avatar";
import { PROFILE_MESSAGES, PROFILE_PICTURE_ACCEPT, PROFILE_PICTURE_MAX_BYTES, sniffImageType } from "~/schemas/profile-messages";

/** Checks a chosen file the way the server will: size, then the first bytes (never the name). */
async function checkPicture(file: File): Promise<string | null> {
  if (file.size >= PROFILE_PICTURE_MAX_BYTES) return PROFILE_MESSAGES.pictureTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? null : PROFILE_MESSAGES.notAnImage;
}

/**
 * The profile picture card (spec 1): the current picture or initials, and an upload
 * form. Without JavaScript it is a plain multipart form; with it the file is checked at
 * once and sent in the background, and the page shows the result's toast.
 */
export function PictureCard({ firstName, lastName, pictureUrl }: { firstName: string; lastName: string; pictureUrl: string | null }) {
  const fetcher = useFetcher();
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(true);
  const uploading = fetcher.state !== "idle";

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setError(null);
    if (!file) return;
    setReady(false);
    const problem = await checkPicture(file);
    setError(problem);
    setReady(!problem);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem("picture") as HTMLInputElement | null)?.files?.[0];
    if (!file) return setError(PROFILE_MESSAGES.notAnImage);
    if (error || !ready) return;
    // A file chosen before the JavaScript arrived was never checked (issue 25): check it now.
    const problem = await checkPicture(file);
    setError(problem);
    if (problem) return;
    fetcher.submit(form, { method: "post", action: "/profile/picture", encType: "multipart/form-data" });
  }

  return (
    <section className="card" aria-labelledby="picture-title">
      <h2 id="picture-title" className="mb-3 font-semibold">
        Profile Picture
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar firstName={firstName} lastName={lastName} pictureUrl={pictureUrl} size="lg" />
        <fetcher.Form
          method="post"
          action="/profile/picture"
          encType="multipart/form-data"
          onSubmit={onSubmit}
          className="min-w-0 flex-1 space-y-2"
        >
          <label htmlFor="profile-picture-file" className="field-label">
            Choose a picture
          </label>
          <input
            id="profile-picture-file"
            name="picture"
            type="file"
            accept={PROFILE_PICTURE_ACCEPT}
            required
            onChange={onChange}
            aria-describedby="profile-picture-hint profile-picture-error"
            aria-invalid={error ? true : undefined}
            className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-copper-100 file:px-3 file:py-1.5 file:text-copper-900"
          />
          <p id="profile-picture-hint" className="text-xs text-stone-500">
            JPG, PNG, GIF or WebP, less than 50MB. We keep a small 256 px copy without the photo&apos;s location or camera data.
          </p>
          <div id="profile-picture-error">
            {error ? (
              <p className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary" disabled={uploading}>
            {uploading ? "Uploading..." : "Upload Picture"}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
