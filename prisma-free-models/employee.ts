import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { User } from "./user";

/** Columns of the Employee entity (spec 2 section 3). Money is DECIMAL, read as a string. */
export class Employee extends Model<InferAttributes<Employee>, InferCreationAttributes<Employee>> {
  declare id: CreationOptional<number>;
  declare employeeId: string;
  declare nationalId: CreationOptional<string | null>;
  declare firstName: string;
  declare lastName: string;
  declare fullName: CreationOptional<string | null>;
  declare email: CreationOptional<string | null>;
  declare communicationEmail: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare gender: CreationOptional<string | null>;
  declare ethnic: CreationOptional<string | null>;
  declare region: CreationOptional<string | null>;
  declare employedFrom: CreationOptional<string | null>;
  declare department: CreationOptional<string | null>;
  declare position: CreationOptional<string | null>;
  declare designation: CreationOptional<string | null>;
  declare workstation: CreationOptional<string | null>;
  declare station: CreationOptional<string | null>;
  declare contractType: CreationOptional<string | null>;
  declare driverStatus: CreationOptional<string | null>;
  declare licenseCode: CreationOptional<string | null>;
  declare startDate: CreationOptional<string | null>;
  declare contractExpiryDate: CreationOptional<string | null>;
  declare renewalPhase: CreationOptional<string | null>;
  declare employmentType: CreationOptional<string>;
  declare managerId: CreationOptional<number | null>;
  declare location: CreationOptional<string | null>;
  declare salary: CreationOptional<string | null>;
  declare status: CreationOptional<string>;
  declare leaveStatus: CreationOptional<string>;
  declare taxNumber: CreationOptional<string | null>;
  declare socialSecurityNumber: CreationOptional<string | null>;
  declare bankName: CreationOptional<string | null>;
  declare accountNumber: CreationOptional<string | null>;
  declare accountType: CreationOptional<string | null>;
  declare branchCode: CreationOptional<string | null>;
  declare birthday: CreationOptional<string | null>;
  declare address: CreationOptional<string | null>;
  declare emergencyContact: CreationOptional<string | null>;
  declare emergencyPhone: CreationOptional<string | null>;
  declare profilePicture: CreationOptional<string | null>;
  declare vacationDays: CreationOptional<number | null>;
  declare sickDays: CreationOptional<number | null>;
  /** The work pattern leave is counted in: 5 (Monday-Friday) or 6 (Monday-Saturday, mine shift crews). */
  declare workDaysPerWeek: CreationOptional<5 | 6>;
  /** A shift roster that replaces the week when set: one "1" (on) or "0" (off) per day of its cycle, from rosterStart. */
  declare rosterDays: CreationOptional<string | null>;
  declare rosterStart: CreationOptional<string | null>;
  declare notes: CreationOptional<string | null>;
  declare userId: CreationOptional<number | null>;
  declare namibianCitizen: CreationOptional<boolean | null>;
  declare disabilityStatus: CreationOptional<string | null>;
  declare raceCategory: CreationOptional<string | null>;
  declare occupationalLevel: CreationOptional<string | null>;
  declare octOvertimeHours: CreationOptional<string | null>;
  declare novOvertimeHours: CreationOptional<string | null>;
  declare decOvertimeHours: CreationOptional<string | null>;
  declare deletedAt: CreationOptional<Date | null>;
  declare deletedBy: CreationOptional<number | null>;
  /** The import that created the employee (bulk invitations of its new hires; issue 24). */
  declare createdByImportId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare user?: NonAttribute<User>;
  declare manager?: NonAttribute<Employee>;
  declare deleter?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    Employee.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.STRING(50), allowNull: false, unique: true },
        nationalId: DataTypes.STRING(50),
        firstName: { type: DataTypes.STRING, allowNull: false },
        lastName: { type: DataTypes.STRING, allowNull: false },
        fullName: DataTypes.STRING,
        email: DataTypes.STRING,
        communicationEmail: DataTypes.STRING,
        phone: DataTypes.STRING(50),
        gender: DataTypes.STRING(20),
        ethnic: DataTypes.STRING(50),
        region: DataTypes.STRING(50),
        employedFrom: DataTypes.STRING,
        department: DataTypes.STRING,
        position: DataTypes.STRING,
        designation: DataTypes.STRING,
        workstation: DataTypes.STRING,
        station: DataTypes.STRING,
        contractType: DataTypes.STRING(50),
        driverStatus: DataTypes.STRING(50),
        licenseCode: DataTypes.STRING(20),
        startDate: DataTypes.DATEONLY,
        contractExpiryDate: DataTypes.DATEONLY,
        renewalPhase: DataTypes.STRING(50),
        employmentType: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "fixed-term" },
        managerId: DataTypes.INTEGER,
        location: DataTypes.STRING,
        salary: DataTypes.DECIMAL(10, 2),
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "active" },
        leaveStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "at work" },
        taxNumber: DataTypes.STRING(50),
        socialSecurityNumber: DataTypes.STRING(50),
        bankName: DataTypes.STRING(100),
        accountNumber: DataTypes.STRING(50),
        accountType: DataTypes.STRING(30),
        branchCode: DataTypes.STRING(20),
        birthday: DataTypes.DATEONLY,
        address: DataTypes.TEXT,
        emergencyContact: DataTypes.STRING,
        emergencyPhone: DataTypes.STRING(50),
        profilePicture: DataTypes.TEXT,
        vacationDays: DataTypes.INTEGER,
        sickDays: DataTypes.INTEGER,
        workDaysPerWeek: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: 5 },
        rosterDays: DataTypes.STRING(56),
        rosterStart: DataTypes.DATEONLY,
        notes: DataTypes.TEXT,
        userId: DataTypes.INTEGER,
        namibianCitizen: DataTypes.BOOLEAN,
        disabilityStatus: DataTypes.STRING(20),
        raceCategory: DataTypes.STRING(50),
        occupationalLevel: DataTypes.STRING(40),
        octOvertimeHours: DataTypes.DECIMAL(5, 2),
        novOvertimeHours: DataTypes.DECIMAL(5, 2),
        decOvertimeHours: DataTypes.DECIMAL(5, 2),
        deletedAt: DataTypes.DATE,
        deletedBy: DataTypes.INTEGER,
        createdByImportId: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "employees", underscored: true },
    );
  }
}
