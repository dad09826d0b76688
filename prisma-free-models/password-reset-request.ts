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

/** `token` holds the SHA-256 hash of the emailed reset token, never the token itself. */
export class PasswordResetRequest extends Model<InferAttributes<PasswordResetRequest>, InferCreationAttributes<PasswordResetRequest>> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare employeeId: number | null;
  declare reason: string;
  declare status: CreationOptional<string>;
  declare reviewedBy: CreationOptional<number | null>;
  declare reviewedAt: CreationOptional<Date | null>;
  declare reviewNote: CreationOptional<string | null>;
  declare token: CreationOptional<string | null>;
  declare tokenExpiry: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare user?: NonAttribute<User | null>;
  declare employee?: NonAttribute<Employee | null>;
  declare reviewer?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    PasswordResetRequest.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        userId: DataTypes.INTEGER,
        employeeId: DataTypes.INTEGER,
        reason: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "pending" },
        reviewedBy: DataTypes.INTEGER,
        reviewedAt: DataTypes.DATE,
        reviewNote: DataTypes.TEXT,
        token: { type: DataTypes.STRING(128), unique: true },
        tokenExpiry: DataTypes.DATE,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "password_reset_requests", underscored: true },
    );
  }
}
