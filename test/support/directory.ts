import { createTestEmployee } from "./factories";

/** Five colleagues named by `tag`: three active (two in Geology, one in Finance), one inactive, one in the trash. */
export async function seedColleagues(tag: string) {
  const make = (n: number, firstName: string, department: string, extra: Record<string, unknown> = {}) =>
    createTestEmployee({
      employeeId: `${tag}-${n}`,
      firstName,
      lastName: tag,
      department,
      nationalId: `${90010100000 + n}`,
      email: `${tag.toLowerCase()}-${n}@namibcopper.com.na`,
      communicationEmail: `${tag.toLowerCase()}-${n}@example.org`,
      ...extra,
    });
  return [
    await make(1, "Ndapewa", "Geology"),
    await make(2, "Tuyeni", "Geology"),
    await make(3, "Johannes", "Finance"),
    await make(4, "Inactive", "Geology", { status: "inactive" }),
    await make(5, "Trashed", "Geology", { deletedAt: new Date() }),
  ];
}

/** 27 employees named by `tag` (Person00…Person26): three in Sustainability, the last inactive, salaries rising. */
export async function seedDirectory(tag: string) {
  for (let i = 0; i < 27; i++) {
    await createTestEmployee({
      employeeId: `${tag}-${String(i).padStart(2, "0")}`,
      firstName: `Person${String(i).padStart(2, "0")}`,
      lastName: tag,
      department: i < 3 ? "Sustainability" : "Geology",
      status: i === 26 ? "inactive" : "active",
      salary: `${20_000 + i}.00`,
    });
  }
}
