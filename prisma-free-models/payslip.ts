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
import type { PayrollPeriod } from "./payroll-period";

/**
 * One employee's pay for one period; (payrollPeriodId, employeeId) is unique. Amounts are DECIMAL(10,2), read as strings.
 * employeeIdRef copies the employee number (employees.employee_id) as uploaded.
 * A payslip outlives its employee record (kept at least five years): on permanent delete
 * employeeName and employeeIdRef keep the snapshot and employeeId becomes null.
 */
export class Payslip extends Model<InferAttributes<Payslip>, InferCreationAttributes<Payslip>> {
  declare id: CreationOptional<number>;
  declare payrollPeriodId: number;
  /**
   * NULL only on payslips of an employee deleted for good, which the portal reads by
   * employeeIdRef alone; every query through a live employee (owner in the where clause)
   * sees a number, so the type stays `number` for that code (payslips.server.ts).
   */
  declare employeeId: number;
  declare employeeName: CreationOptional<string | null>;
  declare employeeIdRef: CreationOptional<string | null>;
  declare grossSalary: CreationOptional<string>;
  declare basicSalary: CreationOptional<string>;
  declare allowances: CreationOptional<string>;
  declare overtime: CreationOptional<string>;
  declare bonuses: CreationOptional<string>;
  declare deductions: CreationOptional<string>;
  declare taxes: CreationOptional<string>;
  declare netSalary: CreationOptional<string>;
  declare workingDays: CreationOptional<number | null>;
  declare notes: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare payrollPeriod?: NonAttribute<PayrollPeriod>;
  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    Payslip.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        payrollPeriodId: { type: DataTypes.INTEGER, allowNull: false },
        employeeId: DataTypes.INTEGER,
        employeeName: DataTypes.STRING,
        employeeIdRef: DataTypes.STRING(50),
        grossSalary: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
        basicSalary: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
        allowances: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
        overtime: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
        bonuses: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
        deductions: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
        taxes: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
        netSalary: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
        workingDays: DataTypes.INTEGER,
        notes: DataTypes.TEXT,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "payslips", underscored: true },
    );
  }
}
