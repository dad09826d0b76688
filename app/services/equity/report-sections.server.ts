import { Op } from "sequelize";
import { AaConsultation, AaReportYear, AaUnderstudy, EeMeetingMinutes, Employee } from "#models";
import {
  AA_SECTION_MESSAGES,
  type AaConsultationInput,
  type AaDeclarationInput,
  type AaPlanInput,
  type AaUnderstudyInput,
} from "~/schemas/equity";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { levelLabel } from "~/services/equity/workforce.server";
import { ServiceError } from "~/services/errors.server";

/**
 * The sections of a year's affirmative action report that HR writes and keeps in the portal
 * (issue 23; Affirmative Action (Employment) Act 29 of 1998): the analysis of employment
 * barriers (s. 25), the plan's measures, timetable and monitoring (s. 23(1)(a), (c), (d); its
 * numerical goals are the goals of goals.server.ts), the consultations with employees and the
 * EE committee (s. 24), the non-Namibian employees and their understudies, and the declaration
 * of the responsible senior employee (s. 23(1)(e)). Every change is audited.
 */

export interface Actor {
  id: number;
}

export interface ConsultationView {
  id: number;
  meetingDate: string;
  consultedWith: string;
  summary: string | null;
  minutes: { id: number; title: string; meetingDate: string } | null;
}

export interface NonNamibianView {
  /** employees.id of the non-Namibian employee. */
  id: number;
  employeeNumber: string;
  name: string;
  position: string | null;
  department: string | null;
  level: string;
  understudy: { id: number; employeeNumber: string; name: string } | null;
  targetDate: string | null;
  notes: string | null;
}

export interface ReportSections {
  year: number;
  barriers: string | null;
  measures: string | null;
  timetable: string | null;
  monitoring: string | null;
  declaration: { name: string | null; position: string | null; date: string | null };
  consultations: ConsultationView[];
  nonNamibians: NonNamibianView[];
}

const name = (employee: Employee) => `${employee.firstName} ${employee.lastName}`;

/** Everything HR wrote for a year, and the non-Namibian employees of today with their understudies for it. */
export async function getReportSections(year: number): Promise<ReportSections> {
  const [row, consultations, nonNamibians, understudies] = await Promise.all([
    AaReportYear.findOne({ where: { reportYear: year } }),
    AaConsultation.findAll({
      where: { reportYear: year },
      include: [{ model: EeMeetingMinutes, as: "minutes", required: false, attributes: ["id", "title", "meetingDate"] }],
      order: [
        ["meetingDate", "ASC"],
        ["id", "ASC"],
      ],
    }),
    Employee.findAll({
      where: { namibianCitizen: false, deletedAt: null, status: "active" },
      attributes: ["id", "employeeId", "firstName", "lastName", "position", "department", "occupationalLevel"],
      order: [
        ["lastName", "ASC"],
        ["firstName", "ASC"],
        ["id", "ASC"],
      ],
    }),
    AaUnderstudy.findAll({
      where: { reportYear: year },
      include: [
        {
          model: Employee,
          as: "understudy",
          required: false,
          attributes: ["id", "employeeId", "firstName", "lastName"],
          where: { deletedAt: null },
        },
      ],
    }),
  ]);
  const byEmployee = new Map(understudies.map((entry) => [entry.employeeId, entry]));
  return {
    year,
    barriers: row?.barriers ?? null,
    measures: row?.measures ?? null,
    timetable: row?.timetable ?? null,
    monitoring: row?.monitoring ?? null,
    declaration: { name: row?.declarationName ?? null, position: row?.declarationPosition ?? null, date: row?.declarationDate ?? null },
    consultations: consultations.map((entry) => ({
      id: entry.id,
      meetingDate: entry.meetingDate,
      consultedWith: entry.consultedWith,
      summary: entry.summary ?? null,
      minutes: entry.minutes ? { id: entry.minutes.id, title: entry.minutes.title, meetingDate: entry.minutes.meetingDate } : null,
    })),
    nonNamibians: nonNamibians.map((employee) => {
      const entry = byEmployee.get(employee.id);
      return {
        id: employee.id,
        employeeNumber: employee.employeeId,
        name: name(employee),
        position: employee.position ?? null,
        department: employee.department ?? null,
        level: levelLabel(employee.occupationalLevel ?? null),
        understudy: entry?.understudy
          ? { id: entry.understudy.id, employeeNumber: entry.understudy.employeeId, name: name(entry.understudy) }
          : null,
        targetDate: entry?.targetDate ?? null,
        notes: entry?.notes ?? null,
      };
    }),
  };
}

async function yearRow(year: number) {
  const [row] = await AaReportYear.findOrCreate({ where: { reportYear: year }, defaults: { reportYear: year } });
  return row;
}

/** The analysis of barriers and the plan's measures, timetable and monitoring; an empty field clears it. */
export async function saveReportPlan(origin: AuditOrigin | null, actor: Actor, year: number, input: AaPlanInput) {
  const row = await yearRow(year);
  await row.update({
    barriers: input.barriers || null,
    measures: input.measures || null,
    timetable: input.timetable || null,
    monitoring: input.monitoring || null,
    updatedBy: actor.id,
  });
  await recordAudit(origin, { action: "aa_report_plan_saved", userId: actor.id, details: { year } });
  return getReportSections(year);
}

export async function saveDeclaration(origin: AuditOrigin | null, actor: Actor, year: number, input: AaDeclarationInput) {
  const row = await yearRow(year);
  await row.update({ declarationName: input.name, declarationPosition: input.position, declarationDate: input.date, updatedBy: actor.id });
  await recordAudit(origin, { action: "aa_report_declaration_saved", userId: actor.id, details: { year, name: input.name } });
  return getReportSections(year);
}

async function assertMinutes(minutesId: number | "" | undefined) {
  if (!minutesId) return null;
  const exists = await EeMeetingMinutes.count({ where: { id: minutesId } });
  if (!exists) throw new ServiceError(400, AA_SECTION_MESSAGES.minutesNotFound, { minutesId: [AA_SECTION_MESSAGES.minutesNotFound] });
  return minutesId;
}

function consultationValues(input: AaConsultationInput, minutesId: number | null) {
  return { meetingDate: input.meetingDate, consultedWith: input.consultedWith, summary: input.summary || null, minutesId };
}

export async function getConsultation(id: number): Promise<ConsultationView & { year: number }> {
  const row = await AaConsultation.findByPk(id, {
    include: [{ model: EeMeetingMinutes, as: "minutes", required: false, attributes: ["id", "title", "meetingDate"] }],
  });
  if (!row) throw new ServiceError(404, AA_SECTION_MESSAGES.consultationNotFound);
  return {
    id: row.id,
    year: row.reportYear,
    meetingDate: row.meetingDate,
    consultedWith: row.consultedWith,
    summary: row.summary ?? null,
    minutes: row.minutes ? { id: row.minutes.id, title: row.minutes.title, meetingDate: row.minutes.meetingDate } : null,
  };
}

export async function addConsultation(origin: AuditOrigin | null, actor: Actor, year: number, input: AaConsultationInput) {
  const minutesId = await assertMinutes(input.minutesId);
  const row = await AaConsultation.create({ reportYear: year, ...consultationValues(input, minutesId), createdBy: actor.id });
  await recordAudit(origin, { action: "aa_consultation_added", userId: actor.id, details: { year, consultationId: row.id } });
  return getConsultation(row.id);
}

export async function updateConsultation(origin: AuditOrigin | null, actor: Actor, id: number, input: AaConsultationInput) {
  const row = await AaConsultation.findByPk(id);
  if (!row) throw new ServiceError(404, AA_SECTION_MESSAGES.consultationNotFound);
  const minutesId = await assertMinutes(input.minutesId);
  await row.update(consultationValues(input, minutesId));
  await recordAudit(origin, {
    action: "aa_consultation_updated",
    userId: actor.id,
    details: { year: row.reportYear, consultationId: id },
  });
  return getConsultation(id);
}

export async function deleteConsultation(origin: AuditOrigin | null, actor: Actor, id: number) {
  const row = await AaConsultation.findByPk(id);
  if (!row) throw new ServiceError(404, AA_SECTION_MESSAGES.consultationNotFound);
  await row.destroy();
  await recordAudit(origin, {
    action: "aa_consultation_deleted",
    userId: actor.id,
    details: { year: row.reportYear, consultationId: id },
  });
}

/** A live, active non-Namibian employee (the only ones the understudy list holds). */
export async function getNonNamibian(id: number) {
  const employee = await Employee.findOne({
    where: { id, deletedAt: null },
    attributes: ["id", "employeeId", "firstName", "lastName", "position", "namibianCitizen", "status"],
  });
  if (!employee) throw new ServiceError(404, "Employee not found");
  if (employee.namibianCitizen !== false || employee.status !== "active") throw new ServiceError(404, AA_SECTION_MESSAGES.notNonNamibian);
  return { id: employee.id, employeeNumber: employee.employeeId, name: name(employee), position: employee.position ?? null };
}

/** Records (or replaces) a non-Namibian employee's understudy for the year: a live Namibian employee, by employee ID. */
export async function saveUnderstudy(origin: AuditOrigin | null, actor: Actor, year: number, employeeId: number, input: AaUnderstudyInput) {
  await getNonNamibian(employeeId);
  const understudy = await Employee.findOne({
    where: { employeeId: { [Op.iLike]: input.understudyEmployeeId.replace(/[\\%_]/g, "\\$&") }, deletedAt: null },
    attributes: ["id", "namibianCitizen", "status"],
  });
  const refuse = (message: string) => {
    throw new ServiceError(400, message, { understudyEmployeeId: [message] });
  };
  if (!understudy || understudy.status === "terminated") refuse(AA_SECTION_MESSAGES.understudyNotFound);
  if (understudy!.id === employeeId) refuse(AA_SECTION_MESSAGES.understudySelf);
  if (understudy!.namibianCitizen !== true) refuse(AA_SECTION_MESSAGES.understudyNotNamibian);
  const values = {
    understudyEmployeeId: understudy!.id,
    targetDate: input.targetDate || null,
    notes: input.notes || null,
    updatedBy: actor.id,
  };
  const [row, created] = await AaUnderstudy.findOrCreate({
    where: { reportYear: year, employeeId },
    defaults: { reportYear: year, employeeId, ...values },
  });
  if (!created) await row.update(values);
  await recordAudit(origin, {
    action: "aa_understudy_saved",
    userId: actor.id,
    employeeId,
    details: { year, understudyEmployeeId: understudy!.id, targetDate: values.targetDate },
  });
  return (await getReportSections(year)).nonNamibians.find((entry) => entry.id === employeeId)!;
}

export async function clearUnderstudy(origin: AuditOrigin | null, actor: Actor, year: number, employeeId: number) {
  await getNonNamibian(employeeId);
  await AaUnderstudy.destroy({ where: { reportYear: year, employeeId } });
  await recordAudit(origin, { action: "aa_understudy_removed", userId: actor.id, employeeId, details: { year } });
}
