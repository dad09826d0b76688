import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { Employee, EmployeeActivity, EmployeeProfilePicture, User } from "#models";
import { PROFILE_MESSAGES, PROFILE_PICTURE_MAX_BYTES, RECENT_ACTIVITY_LIMIT } from "~/schemas/profile";
import { decodeDataUrl, makeProfilePictureCopy } from "~/services/profile.server";
import { recordEmployeeActivity } from "~/services/activity/employee-changes.server";
import { createTestUser } from "../support/factories";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/** Issue 13, Profile: Edit Profile and PATCH /api/profile, the picture, the Activity tab. */

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

async function signedIn(options: Parameters<typeof createTestUser>[0] = {}) {
  const account = await createTestUser(options);
  return { ...account, cookie: await sessionCookieFor(account.user.id) };
}

function dataUrl(bytes: Buffer, type = "image/png") {
  return `data:${type};base64,${bytes.toString("base64")}`;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** A phone photo: EXIF with a camera and GPS position, 1600 x 1200. */
function jpegWithGps() {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 9", Copyright: "Ndapewa" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "22/1 34/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "17/1 5/1 0/1" },
    })
    .toBuffer();
}

/** Posts a file as the Profile tab's multipart form does (no JavaScript). */
async function postPictureForm(cookie: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append("picture", new File([new Uint8Array(bytes)], name, { type }));
  return fetch(`${baseUrl()}/profile/picture`, { method: "POST", body: form, redirect: "manual", headers: { Cookie: cookie } });
}

describe("PATCH /api/profile", () => {
  let employee: TestUser & { cookie: string };
  beforeAll(async () => {
    employee = await signedIn({ firstName: "Ndapewa", lastName: "Shilongo" });
  });

  it("saves the profile fields, copies the names to the login and answers the profile", async () => {
    const response = await api("/api/profile", {
      method: "PATCH",
      cookie: employee.cookie,
      body: {
        firstName: "Ndapewa",
        lastName: "Shilongo-Amupolo",
        email: employee.email.toUpperCase(),
        communicationEmail: "NDAPEWA.home@example.org",
        phoneNumber: "+264 81 555 0101",
        address: "12 Sam Nujoma Avenue, Tsumeb",
        emergencyContact: "Maria Shilongo",
        emergencyPhone: "+264 81 555 0199",
        namibianCitizen: true,
        disabilityStatus: "physical",
        raceCategory: "Black",
      },
    });
    expect(response.status).toBe(200);
    expect(response.json?.message).toBe(PROFILE_MESSAGES.updated);
    expect(response.json?.profile).toMatchObject({
      lastName: "Shilongo-Amupolo",
      phone: "+264 81 555 0101",
      phoneNumber: "+264 81 555 0101",
    });
    const row = await Employee.findByPk(employee.employee!.id);
    expect(row).toMatchObject({
      lastName: "Shilongo-Amupolo",
      fullName: "Ndapewa Shilongo-Amupolo",
      communicationEmail: "ndapewa.home@example.org",
      phone: "+264 81 555 0101",
      address: "12 Sam Nujoma Avenue, Tsumeb",
      emergencyContact: "Maria Shilongo",
      emergencyPhone: "+264 81 555 0199",
      namibianCitizen: true,
      disabilityStatus: "physical",
      raceCategory: "Black",
    });
    expect((await User.findByPk(employee.user.id))?.lastName).toBe("Shilongo-Amupolo");
  });

  it("writes the change to the employee's history, naming fields, never values", async () => {
    await api("/api/profile", { method: "PATCH", cookie: employee.cookie, body: { address: "7 Main Street, Oranjemund" } });
    const latest = await EmployeeActivity.findOne({ where: { employeeId: employee.employee!.id }, order: [["id", "DESC"]] });
    expect(latest).toMatchObject({
      type: "updated",
      title: "Profile updated",
      description: "Changed: Address",
      performedBy: employee.user.id,
    });
    expect(latest?.description).not.toContain("Oranjemund");
  });

  it("writes nothing when nothing changed", async () => {
    const before = await EmployeeActivity.count({ where: { employeeId: employee.employee!.id } });
    const response = await api("/api/profile", {
      method: "PATCH",
      cookie: employee.cookie,
      body: { address: "7 Main Street, Oranjemund" },
    });
    expect(response.status).toBe(200);
    expect(await EmployeeActivity.count({ where: { employeeId: employee.employee!.id } })).toBe(before);
  });

  it("keeps the login email read-only", async () => {
    const response = await api("/api/profile", {
      method: "PATCH",
      cookie: employee.cookie,
      body: { email: "new.login@namibcopper.com.na" },
    });
    expect(response.status).toBe(400);
    expect(response.json?.errors?.email).toEqual([PROFILE_MESSAGES.loginEmailReadOnly]);
    expect((await User.findByPk(employee.user.id))?.email).toBe(employee.email);
    expect((await Employee.findByPk(employee.employee!.id))?.email).toBe(employee.email);
  });

  it("checks email formats and the choices with the spec's messages", async () => {
    const response = await api("/api/profile", {
      method: "PATCH",
      cookie: employee.cookie,
      body: { communicationEmail: "not-an-address", disabilityStatus: "sometimes", firstName: " " },
    });
    expect(response.status).toBe(400);
    expect(response.json?.errors?.communicationEmail).toEqual(["Invalid email format"]);
    expect(response.json?.errors?.disabilityStatus?.[0]).toMatch(/none, physical, mental, both/);
    expect(response.json?.errors?.firstName).toEqual(["First name is required"]);
  });

  it("refuses NUL characters and oversized text with field errors", async () => {
    const nul = await api("/api/profile", { method: "PATCH", cookie: employee.cookie, body: { address: "a\u0000b" } });
    expect(nul.status).toBe(400);
    expect(nul.json?.errors?.address).toBeTruthy();
    const long = await api("/api/profile", { method: "PATCH", cookie: employee.cookie, body: { emergencyContact: "x".repeat(300) } });
    expect(long.status).toBe(400);
    expect(long.json?.errors?.emergencyContact).toEqual(["Must be at most 255 characters"]);
  });

  it("never touches fields outside the profile (salary, status, department)", async () => {
    const response = await api("/api/profile", {
      method: "PATCH",
      cookie: employee.cookie,
      body: { salary: "99999.00", status: "terminated", department: "Management", employeeId: "X-1" },
    });
    expect(response.status).toBe(200);
    const row = await Employee.findByPk(employee.employee!.id);
    expect(row).toMatchObject({ status: "active", department: "Geology", employeeId: employee.employee!.employeeId });
    expect(row?.salary ?? null).toBeNull();
  });

  it("refuses a signed-out caller", async () => {
    expect((await api("/api/profile", { method: "PATCH", body: { address: "x" } })).status).toBe(401);
  });
});

describe("the Edit Profile form", () => {
  it("saves through the plain form and redirects to the Profile tab with the toast", async () => {
    const employee = await signedIn();
    const form = new URLSearchParams({
      firstName: "Petrus",
      lastName: "Nghipondoka",
      email: employee.email,
      communicationEmail: "petrus@example.org",
      phone: "081 000 1111",
      address: "",
      emergencyContact: "",
      emergencyPhone: "",
      namibianCitizen: "no",
      disabilityStatus: "none",
      raceCategory: "",
    });
    const response = await fetch(`${baseUrl()}/profile/edit`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Cookie: employee.cookie },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/profile");
    const row = await Employee.findByPk(employee.employee!.id);
    expect(row).toMatchObject({
      firstName: "Petrus",
      lastName: "Nghipondoka",
      namibianCitizen: false,
      disabilityStatus: "none",
      phone: "081 000 1111",
    });
    const page = await api("/profile", {
      cookie: employee.cookie,
      headers: { Cookie: `${employee.cookie}; ${response.headers.get("set-cookie")?.split(";")[0]}` },
    });
    expect(page.text).toContain("Profile Updated");
  });

  it("answers the form again with the field's message", async () => {
    const employee = await signedIn();
    const response = await fetch(`${baseUrl()}/profile/edit`, {
      method: "POST",
      body: new URLSearchParams({ firstName: "A", lastName: "B", communicationEmail: "nope" }),
      redirect: "manual",
      headers: { Cookie: employee.cookie },
    });
    expect(response.status).toBe(400);
  });
});

describe("profile pictures", () => {
  let employee: TestUser & { cookie: string };
  let other: TestUser & { cookie: string };
  let hr: TestUser & { cookie: string };
  beforeAll(async () => {
    [employee, other, hr] = await Promise.all([signedIn(), signedIn(), signedIn({ role: "hr" })]);
  });

  it("stores a small copy (at most 256 px, WebP) and answers its URL", async () => {
    const response = await api(`/api/employees/${employee.employee!.id}/profile-picture`, {
      method: "POST",
      cookie: employee.cookie,
      body: { profilePictureUrl: dataUrl(await png(1024, 768)) },
    });
    expect(response.status).toBe(200);
    expect(response.json?.message).toBe(PROFILE_MESSAGES.pictureUpdated);
    expect(response.json?.profilePicture).toMatch(new RegExp(`^/api/employees/${employee.employee!.id}/profile-picture\\?v=`));
    const stored = await EmployeeProfilePicture.findByPk(employee.employee!.id);
    const meta = await sharp(stored!.image).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(256);
    expect((await Employee.findByPk(employee.employee!.id))?.profilePicture).toBe(response.json?.profilePicture);

    const served = await fetch(`${baseUrl()}${response.json?.profilePicture}`, { headers: { Cookie: other.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/^private/);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored!.image)).toBe(true);
    expect((await api(response.json!.profilePicture as string)).status).toBe(401);
  });

  it("strips the metadata of a phone photo (GPS, camera)", async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeTruthy();
    const response = await api(`/api/employees/${employee.employee!.id}/profile-picture`, {
      method: "POST",
      cookie: employee.cookie,
      body: { profilePictureUrl: dataUrl(photo, "image/jpeg") },
    });
    expect(response.status).toBe(200);
    const stored = await EmployeeProfilePicture.findByPk(employee.employee!.id);
    const meta = await sharp(stored!.image).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored!.image.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(Math.max(meta.width!, meta.height!)).toBe(256);
  });

  it("checks the type by content: a PNG named .gif passes, a text file named .jpg does not", async () => {
    const asGif = await postPictureForm(employee.cookie, await png(64, 64), "holiday.gif", "image/gif");
    expect(asGif.status).toBe(302);
    expect((await api("/profile", { cookie: `${employee.cookie}; ${asGif.headers.get("set-cookie")?.split(";")[0]}` })).text).toContain(
      PROFILE_MESSAGES.pictureUpdated,
    );
    expect((await sharp((await EmployeeProfilePicture.findByPk(employee.employee!.id))!.image).metadata()).width).toBe(64);

    const before = (await EmployeeProfilePicture.findByPk(employee.employee!.id))!.updatedAt;
    const text = await postPictureForm(employee.cookie, Buffer.from("just some words, not a picture"), "selfie.jpg", "image/jpeg");
    expect(text.status).toBe(302);
    const page = await api("/profile", { cookie: `${employee.cookie}; ${text.headers.get("set-cookie")?.split(";")[0]}` });
    expect(page.text).toContain(PROFILE_MESSAGES.pictureFailed);
    expect(page.text).toContain(PROFILE_MESSAGES.notAnImage);
    expect((await EmployeeProfilePicture.findByPk(employee.employee!.id))!.updatedAt).toEqual(before);

    const json = await api(`/api/employees/${employee.employee!.id}/profile-picture`, {
      method: "POST",
      cookie: employee.cookie,
      body: { profilePictureUrl: dataUrl(Buffer.from("<svg onload=alert(1)>"), "image/jpeg") },
    });
    expect(json.status).toBe(400);
    expect(json.json?.message).toBe(PROFILE_MESSAGES.notAnImage);
  });

  it("refuses a picture of 50MB or more, before decoding it", async () => {
    const big = Buffer.alloc(PROFILE_PICTURE_MAX_BYTES);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    await expect(makeProfilePictureCopy(big)).rejects.toMatchObject({ status: 400, message: PROFILE_MESSAGES.pictureTooLarge });
    expect(() => decodeDataUrl(dataUrl(Buffer.concat([big, Buffer.alloc(4096)])))).toThrow(PROFILE_MESSAGES.pictureTooLarge);
    // Just under the limit is not refused for its size (here: not a readable PNG).
    await expect(makeProfilePictureCopy(big.subarray(0, PROFILE_PICTURE_MAX_BYTES - 1))).rejects.toMatchObject({
      message: PROFILE_MESSAGES.notAnImage,
    });
  });

  it("lets an employee set only their own picture, and HR anyone's", async () => {
    const body = { profilePictureUrl: dataUrl(await png(300, 300)) };
    const refused = await api(`/api/employees/${employee.employee!.id}/profile-picture`, { method: "POST", cookie: other.cookie, body });
    expect(refused.status).toBe(403);
    const byHr = await api(`/api/employees/${other.employee!.id}/profile-picture`, { method: "POST", cookie: hr.cookie, body });
    expect(byHr.status).toBe(200);
    const latest = await EmployeeActivity.findOne({ where: { employeeId: other.employee!.id }, order: [["id", "DESC"]] });
    expect(latest).toMatchObject({ title: "Profile picture updated", performedBy: hr.user.id });
  });

  it("shows the picture in the header and the directory", async () => {
    const picture = (await Employee.findByPk(employee.employee!.id))!.profilePicture!;
    const page = await api("/profile", { cookie: employee.cookie });
    expect(page.text).toContain(picture.replaceAll("&", "&amp;"));
    const directory = await api(`/directory?search=${encodeURIComponent(employee.employee!.lastName)}`, { cookie: other.cookie });
    expect(directory.text).toContain(picture.replaceAll("&", "&amp;"));
  });
});

describe("the Activity tab and GET /api/employees/{id}/activity", () => {
  it("answers the ten newest items (title, description, date); own record, HR any, others 403", async () => {
    const [employee, other, hr] = await Promise.all([signedIn(), signedIn(), signedIn({ role: "hr" })]);
    const empty = await api(`/api/employees/${employee.employee!.id}/activity`, { cookie: employee.cookie });
    expect(empty.json).toEqual([]);
    expect((await api("/activity", { cookie: employee.cookie })).text).toContain(PROFILE_MESSAGES.noActivity);

    await recordEmployeeActivity(
      Array.from({ length: 12 }, (_, index) => ({
        employeeId: employee.employee!.id,
        type: "updated" as const,
        title: `Change ${index + 1}`,
        description: `Changed: Field ${index + 1}`,
        performedBy: hr.user.id,
      })),
    );
    const own = await api(`/api/employees/${employee.employee!.id}/activity`, { cookie: employee.cookie });
    expect(own.status).toBe(200);
    expect(own.json).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(own.json?.[0]).toEqual({
      id: expect.any(Number),
      title: "Change 12",
      description: "Changed: Field 12",
      createdAt: expect.any(String),
    });
    expect(own.json?.map((item: { title: string }) => item.title)).not.toContain("Change 2");

    expect((await api(`/api/employees/${employee.employee!.id}/activity`, { cookie: hr.cookie })).json).toHaveLength(10);
    expect((await api(`/api/employees/${employee.employee!.id}/activity`, { cookie: other.cookie })).status).toBe(403);
    expect((await api(`/api/employees/${employee.employee!.id}/activity`)).status).toBe(401);

    const page = await api("/activity", { cookie: employee.cookie });
    expect(page.text).toContain("Change 12");
    expect(page.text).not.toContain(">Change 1<");
  });
});
