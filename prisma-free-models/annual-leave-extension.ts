import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/**
 * A written agreement with the employee (Labour Act s. 23) that the annual leave of the cycle
 * starting `cycleStart` may be granted up to six months after that cycle, instead of four.
 */
export class AnnualLeaveExtension extends Model<InferAttributes<AnnualLeaveExtension>, InferCreationAttributes<AnnualLeaveExtension>> {
  declare id: CreationOptional<number>;
  declare employeeId: number;
  declare cycleStart: string;
  declare agreedOn: string;
  declare note: string;
  declare createdBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    AnnualLeaveExtension.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        cycleStart: { type: DataTypes.DATEONLY, allowNull: false },
        agreedOn: { type: DataTypes.DATEONLY, allowNull: false },
        note: { type: DataTypes.STRING(1000), allowNull: false },
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "annual_leave_extensions", underscored: true },
    );
  }
}
