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
import type { User } from "./user";

/** Append-only activity feed per employee: created_at only, no updated_at. */
export class EmployeeActivity extends Model<InferAttributes<EmployeeActivity>, InferCreationAttributes<EmployeeActivity>> {
  declare id: CreationOptional<number>;
  declare employeeId: number;
  declare type: string;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare performedBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;
  declare performer?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    EmployeeActivity.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        type: { type: DataTypes.STRING(50), allowNull: false },
        title: { type: DataTypes.STRING, allowNull: false },
        description: DataTypes.TEXT,
        performedBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: "employee_activity", underscored: true, updatedAt: false },
    );
  }
}
