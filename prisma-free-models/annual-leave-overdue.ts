import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/** An employee's carried annual days past the employer's grant deadline, as last computed (on `checkedOn`). */
export class AnnualLeaveOverdue extends Model<InferAttributes<AnnualLeaveOverdue>, InferCreationAttributes<AnnualLeaveOverdue>> {
  declare employeeId: number;
  declare days: number;
  declare grantBy: string;
  declare checkedOn: string;

  static initModel(sequelize: Sequelize) {
    AnnualLeaveOverdue.init(
      {
        employeeId: { type: DataTypes.INTEGER, primaryKey: true },
        days: { type: DataTypes.INTEGER, allowNull: false },
        grantBy: { type: DataTypes.DATEONLY, allowNull: false },
        checkedOn: { type: DataTypes.DATEONLY, allowNull: false },
      },
      { sequelize, tableName: "annual_leave_overdue", underscored: true, timestamps: false },
    );
  }
}
