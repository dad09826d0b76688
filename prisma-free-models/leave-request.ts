import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";
import type { LeaveRequestDocument } from "./leave-request-document";
import type { User } from "./user";

/**
 * `approvalToken` holds the SHA-256 hex hash of the emailed approval token, never the token itself;
 * `approverEmails` is the comma-separated list the approval link was sent to. Dates are DATEONLY strings.
 * Leave history outlives the employee record (kept at least five years): on permanent delete
 * `employeeName` and `employeeIdRef` keep the snapshot and `employeeId` becomes null.
 */
export class LeaveRequest extends Model<InferAttributes<LeaveRequest>, InferCreationAttributes<LeaveRequest>> {
  declare id: CreationOptional<number>;
  declare employeeId: number | null;
  declare employeeName: CreationOptional<string | null>;
  declare employeeIdRef: CreationOptional<string | null>;
  declare leaveType: "vacation" | "sick" | "personal" | "maternity" | "emergency" | "compassionate";
  declare startDate: string;
  declare endDate: string;
  /** The calendar span, both dates included. */
  declare days: number;
  /** The working days of the employee's pattern in the span, public holidays left out: what balances use. */
  declare workingDays: CreationOptional<number>;
  /** Maternity leave: the expected date of birth. */
  declare expectedDate: CreationOptional<string | null>;
  /** Maternity leave: the actual date of birth, once known (s. 26: eight weeks after it in every case). */
  declare actualBirthDate: CreationOptional<string | null>;
  /** HR let this request exceed the balance. */
  declare balanceException: CreationOptional<boolean>;
  /** HR's note to the employee on a rejection or an exception approval (issue 24). */
  declare decisionNote: CreationOptional<string | null>;
  declare reason: CreationOptional<string | null>;
  declare status: CreationOptional<"pending" | "approved" | "rejected">;
  declare approvedBy: CreationOptional<number | null>;
  declare approvedByEmail: CreationOptional<string | null>;
  declare approvalToken: CreationOptional<string | null>;
  declare approvalTokenExpiry: CreationOptional<Date | null>;
  declare approverEmails: CreationOptional<string | null>;
  declare approvalMethod: CreationOptional<string | null>;
  declare approvalLinkUsed: CreationOptional<boolean>;
  declare requestedAt: CreationOptional<Date>;
  declare respondedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;
  declare approver?: NonAttribute<User>;
  declare documents?: NonAttribute<LeaveRequestDocument[]>;

  static initModel(sequelize: Sequelize) {
    LeaveRequest.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: DataTypes.INTEGER,
        employeeName: DataTypes.STRING,
        employeeIdRef: DataTypes.STRING(50),
        leaveType: { type: DataTypes.STRING(20), allowNull: false },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        endDate: { type: DataTypes.DATEONLY, allowNull: false },
        days: { type: DataTypes.INTEGER, allowNull: false },
        workingDays: { type: DataTypes.INTEGER, allowNull: false },
        expectedDate: DataTypes.DATEONLY,
        actualBirthDate: DataTypes.DATEONLY,
        balanceException: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        decisionNote: DataTypes.TEXT,
        reason: DataTypes.TEXT,
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "pending" },
        approvedBy: DataTypes.INTEGER,
        approvedByEmail: DataTypes.STRING,
        approvalToken: { type: DataTypes.STRING(128), unique: true },
        approvalTokenExpiry: DataTypes.DATE,
        approverEmails: DataTypes.TEXT,
        approvalMethod: DataTypes.STRING(20),
        approvalLinkUsed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        requestedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        respondedAt: DataTypes.DATE,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: "leave_requests",
        underscored: true,
        hooks: {
          // The leave service always counts working days with the employee's pattern and the public
          // holidays; a row made elsewhere (a test, a script) gets its Monday-Friday days.
          beforeValidate(row) {
            if (row.workingDays == null && row.startDate && row.endDate) row.workingDays = weekdaysBetween(row.startDate, row.endDate);
          },
        },
      },
    );
  }
}

function weekdaysBetween(start: string, end: string) {
  let count = 0;
  for (let time = Date.parse(`${start}T00:00:00Z`); time <= Date.parse(`${end}T00:00:00Z`); time += 86_400_000) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}
