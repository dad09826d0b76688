import { Op } from "sequelize";
import sharp from "sharp";
import { Employee, EmployeeActivity, EmployeeProfilePicture, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import {
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_SIZE,
  RECENT_ACTIVITY_LIMIT,
  sniffImageType,
  type ProfileInput,
} from "~/schemas/profile";
import { editActivities, recordEmployeeActivity } from "~/services/activity/employee-changes.server";
import { ServiceError } from "~/services/errors.server";
import { takeUploadBytes, type UploadSource } from "~/services/uploads/intake.server";

/**
 * The employee's own space (issue 13): the Edit Profile dialog and `PATCH /api/profile`,
 * the profile picture, and the Activity tab. An employee reaches only their own record
 * (owner in the where clause); HR may set any employee's picture and read any history.
 */

// A picture is decoded once and thrown away: libvips' operation cache would only hold memory.
sharp.cache(false);

function ownEmployeeId(user: CurrentUser) {
  if (!user.employee) throw new ServiceError(404, "Employee data not found. Please contact HR.");
  return user.employee.id;
}

async function findOwnEmployee(user: CurrentUser) {
  const row = await Employee.findOne({ where: { id: ownEmployeeId(user), userId: user.id, deletedAt: null } });
  if (!row) throw new ServiceError(404, "Employee data not found. Please contact HR.");
  return row;
}

/** What the Edit Profile form starts with: the stored values, the login email in `email`. */
export async function getOwnProfileValues(user: CurrentUser): Promise<ProfileInput> {
  const row = await findOwnEmployee(user);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: user.email,
    communicationEmail: row.communicationEmail ?? null,
    phone: row.phone ?? null,
    address: row.address ?? null,
    emergencyContact: row.emergencyContact ?? null,
    emergencyPhone: row.emergencyPhone ?? null,
    namibianCitizen: row.namibianCitizen ?? null,
    disabilityStatus: row.disabilityStatus ?? null,
    raceCategory: row.raceCategory ?? null,
  };
}

/**
 * Saves the employee's own profile. The login email is read-only: the same address (in
 * any case) is accepted and ignored, another one refused. Names are copied to the login
 * too (the header reads them there). Writes one history row naming the changed fields.
 */
export async function updateOwnProfile(user: CurrentUser, input: ProfileInput) {
  const row = await findOwnEmployee(user);
  if (input.email && input.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new ServiceError(400, PROFILE_MESSAGES.loginEmailReadOnly, { email: [PROFILE_MESSAGES.loginEmailReadOnly] });
  }
  const { email: _loginEmail, ...changes } = input;
  // A copy: without includes, get({ plain: true }) answers the instance's own values object, which the update changes.
  const before = { ...row.get({ plain: true }) } as Record<string, unknown>;
  await getDb().transaction(async (transaction) => {
    await row.update({ ...changes, fullName: `${changes.firstName} ${changes.lastName}` }, { transaction });
    await User.update({ firstName: changes.firstName, lastName: changes.lastName }, { where: { id: user.id }, transaction });
    const after = row.get({ plain: true }) as Record<string, unknown>;
    const fields = PROFILE_FIELDS.filter((field) => field !== "email");
    await recordEmployeeActivity(
      editActivities(row.id, before, after, fields, user.id, { type: "updated", title: "Profile updated" }),
      transaction,
    );
  });
  return getOwnProfileValues({ ...user, firstName: changes.firstName, lastName: changes.lastName });
}

/** HR reaches every employee; anyone else their own record only (403 otherwise). */
function assertOwnOrHr(actor: CurrentUser, employeeId: number) {
  if (actor.role === "hr") return;
  if (actor.employee?.id !== employeeId) throw new ServiceError(403, "You can only change your own profile");
}

/** A data URL's bytes ("data:image/png;base64,..."); its declared type is not trusted. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:[^,]{0,200},/.exec(dataUrl);
  if (!match || !match[0].endsWith(";base64,"))
    throw new ServiceError(400, PROFILE_MESSAGES.notAnImage, { profilePictureUrl: [PROFILE_MESSAGES.notAnImage] });
  // 4 base64 characters carry 3 bytes: refuse before decoding anything too large.
  if (((dataUrl.length - match[0].length) * 3) / 4 > PROFILE_PICTURE_MAX_BYTES + 3) tooLarge();
  return Buffer.from(dataUrl.slice(match[0].length), "base64");
}

function tooLarge(): never {
  throw new ServiceError(400, PROFILE_MESSAGES.pictureTooLarge, { profilePictureUrl: [PROFILE_MESSAGES.pictureTooLarge] });
}

function notAnImage(): never {
  throw new ServiceError(400, PROFILE_MESSAGES.notAnImage, { profilePictureUrl: [PROFILE_MESSAGES.notAnImage] });
}

/**
 * The stored copy: turned upright by its EXIF orientation, cut to a square of at most
 * 256 px, written as WebP. sharp writes no metadata unless asked, so EXIF (GPS of a phone
 * photo), XMP, IPTC and ICC profiles are gone. An animated GIF keeps its first frame.
 */
export async function makeProfilePictureCopy(bytes: Uint8Array) {
  if (bytes.byteLength >= PROFILE_PICTURE_MAX_BYTES) tooLarge();
  if (!sniffImageType(bytes)) notAnImage();
  try {
    const { data, info } = await sharp(bytes, { animated: false, limitInputPixels: 100_000_000 })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: "cover", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, contentType: "image/webp", width: info.width, height: info.height };
  } catch {
    // Right first bytes but not a readable picture (truncated, corrupt, absurdly large).
    notAnImage();
  }
}

export function profilePictureUrl(employeeId: number, version: Date) {
  return `/api/employees/${employeeId}/profile-picture?v=${version.getTime().toString(36)}`;
}

async function findPictureOwner(actor: CurrentUser, employeeId: number) {
  assertOwnOrHr(actor, employeeId);
  const employee = await Employee.findOne({
    where: { id: employeeId, deletedAt: null, ...(actor.role === "hr" ? {} : { userId: actor.id }) },
    attributes: ["id"],
  });
  if (!employee) throw new ServiceError(404, "Employee not found");
}

/**
 * Replaces an employee's picture with a small copy of `bytes` (a picture that came whole, as
 * the JSON call's data URL); the bytes go through the upload intake first (type by content,
 * size, the virus scanner). Answers the URL screens show.
 */
export async function setProfilePicture(actor: CurrentUser, employeeId: number, bytes: Uint8Array) {
  await findPictureOwner(actor, employeeId);
  const taken = await takeUploadBytes(bytes, { kind: "picture", filename: "", field: "profilePictureUrl" });
  return storeProfilePicture(actor, employeeId, taken.bytes!);
}

/** The Profile tab's picture form: the signed-in employee's own picture, read from the form's `picture` file through the intake. */
export async function uploadOwnProfilePicture(upload: UploadSource, actor: CurrentUser) {
  if (!actor.employee) throw new ServiceError(403, "Employee data not found. Please contact HR.");
  const employeeId = actor.employee.id;
  await findPictureOwner(actor, employeeId);
  const received = await upload("memory");
  const file = received.files.find((part) => part.field === "picture");
  if (!file) throw new ServiceError(400, PROFILE_MESSAGES.notAnImage, { picture: [PROFILE_MESSAGES.notAnImage] });
  if (!file.outcome.ok) throw file.outcome.refusal;
  return storeProfilePicture(actor, employeeId, file.outcome.file.bytes!);
}

async function storeProfilePicture(actor: CurrentUser, employeeId: number, bytes: Uint8Array) {
  const copy = await makeProfilePictureCopy(bytes);
  const now = new Date();
  const url = profilePictureUrl(employeeId, now);
  await getDb().transaction(async (transaction) => {
    await EmployeeProfilePicture.upsert({ employeeId, ...copy, updatedBy: actor.id, updatedAt: now }, { transaction });
    await Employee.update({ profilePicture: url }, { where: { id: employeeId }, transaction });
    await recordEmployeeActivity(
      {
        employeeId,
        type: "updated",
        title: "Profile picture updated",
        description: actor.employee?.id === employeeId ? "New profile picture" : "New profile picture set by HR",
        performedBy: actor.id,
      },
      transaction,
    );
  });
  return { profilePicture: url, width: copy.width, height: copy.height };
}

/** The stored copy, for any signed-in user (pictures show in the directory and RSVP lists). */
export async function getProfilePicture(employeeId: number) {
  const row = await EmployeeProfilePicture.findOne({
    where: { employeeId },
    include: [{ model: Employee, as: "employee", attributes: [], where: { deletedAt: null }, required: true }],
  });
  if (!row) throw new ServiceError(404, "No profile picture");
  return { image: row.image, contentType: row.contentType };
}

/** The URLs of the pictures of some employees (id -> URL), for lists. */
export async function profilePicturesOf(employeeIds: readonly number[]) {
  if (!employeeIds.length) return new Map<number, string>();
  const rows = await Employee.findAll({
    where: { id: { [Op.in]: [...new Set(employeeIds)] }, profilePicture: { [Op.ne]: null } },
    attributes: ["id", "profilePicture"],
  });
  return new Map(rows.map((row) => [row.id, row.profilePicture!]));
}

export interface RecentActivityItem {
  id: number;
  title: string;
  description: string | null;
  createdAt: string;
}

/** The Activity tab (spec 1): the ten newest history rows; own record, or HR any (403 otherwise). */
export async function listRecentActivity(actor: CurrentUser, employeeId: number): Promise<RecentActivityItem[]> {
  if (actor.role !== "hr" && actor.employee?.id !== employeeId) throw new ServiceError(403, "You can only see your own activity");
  const exists = await Employee.count({ where: { id: employeeId, deletedAt: null } });
  if (!exists) throw new ServiceError(404, "Employee not found");
  const rows = await EmployeeActivity.findAll({
    where: { employeeId },
    attributes: ["id", "title", "description", "createdAt"],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: RECENT_ACTIVITY_LIMIT,
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
